import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { expect, test } from "./support/fixtures";
import { startServer } from "./support/server-process";
import { uniqueClientAddress } from "./support/contact";

/*
 * Malformed input against the production server, as an outsider or a broken client would send
 * it: every public route, every API route and the public server actions. Whatever arrives, the
 * answer is below 500, names no stack frame, file or error, and nothing is half written.
 */

/** The public e2e server (playwright.config.ts) and its SQLite file (start-server.mjs). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = "127.0.0.1";
const databaseFile = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "site.db");

/** Next.js's default limit for a server action's body: 1 MB. Ours are sent over it. */
const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** The upload route's limit (10 MB): an anonymous body over it. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** Node's default limit on a request's head (16 KiB); paths are sent below and above it. */
const HEADER_LIMIT_BYTES = 16 * 1024;
/** Every string written into a field starts with it, so a stored row is found whatever else. */
const MARKER = "robustness-probe";

const PAGES = [
  "/",
  "/work",
  "/about",
  "/services",
  "/contact",
  "/privacy",
  "/thought-hub",
  "/thought-hub/page/2",
  "/BrandIdentity",
  "/BrandIdentity/opengraph-image",
  "/admin",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/abc/edit",
  "/admin/blog/abc/delete",
  "/admin/inquiries",
  "/admin/inquiries/abc",
  "/admin/security",
];
const FILES = ["/feed.xml", "/sitemap.xml", "/robots.txt", "/icon.svg", "/apple-icon.png"];
const API_ROUTES = [
  "/api/inquiries/token",
  "/api/admin/ai",
  "/api/admin/uploads",
  "/api/admin/inquiries/export",
];
const UPLOADS = ["/uploads/x.webp", "/uploads/../site.db", "/uploads/%2e%2e/site.db"];
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** `closed`: the server closed the connection while a huge body or head was still being sent. */
type Answer = { status: number; body: string; headers: Record<string, unknown>; closed?: true };

/** Undecodable action bodies sent in the log test. */
const FLOOD_REQUESTS = 300;

/** A raw HTTP request: the path, headers and body go out exactly as given. */
function send(
  method: string,
  target: string,
  options: { headers?: Record<string, string | string[]>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: HOST,
        port: PORT,
        method,
        path: target,
        headers: { "x-forwarded-for": uniqueClientAddress(), ...options.headers },
        // A connection of its own: no answer depends on how the one before it ended.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A server may stop reading a body over its limit, answer and close: the answer, if it
      // comes, is what counts. Node.js refuses a head over its limit the same way: it writes a
      // 431 and destroys the socket, and when the rest of the head is still unread the client
      // sees a reset instead (3 % of tries on loopback).
      const huge =
        Buffer.byteLength(options.body ?? "") > ACTION_BODY_LIMIT_BYTES ||
        Buffer.byteLength(target) > HEADER_LIMIT_BYTES;
      if (huge && (error.code === "EPIPE" || error.code === "ECONNRESET")) {
        setTimeout(() => resolve({ status: 0, body: "", headers: {}, closed: true }), 2_000);
      } else reject(error);
    });
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** A stack frame, a file of the server, or an error's text: none may reach a client. */
const LEAKS = [
  /\n\s+at \S/,
  /\bat [\w$.<>]+ \((?:file:|node:|\/)/,
  /\/work\/|\/home\/|node_modules\/|\.next\/server\//,
  /(?<![\w-])(?:Type|Range|Syntax|Reference)?Error: /,
];

/** Soft in the lists of cases (every failing case is reported), hard in the properties. */
function expectSafe(answer: Answer, what: string, check: typeof expect = expect) {
  if (answer.closed) return;
  check(answer.status, `${what}: status`).toBeGreaterThan(0);
  check(answer.status, `${what}: status`).toBeLessThan(500);
  for (const leak of LEAKS) check(answer.body, `${what}: ${leak}`).not.toMatch(leak);
}

/**
 * A Server Action body only React's own decoder can judge (docs/decisions/0031): the server
 * has no check of its own without the framework's internals, so Next.js answers, below 500 or
 * with its error payload (a digest, no message), and nothing is written.
 */
function expectActionAnswered(answer: Answer, what: string, check: typeof expect = expect) {
  if (answer.closed) return;
  if (answer.status !== 500) return expectSafe(answer, what, check);
  check(answer.headers["content-type"], `${what}: type`).toMatch(/^text\/x-component/);
  check(answer.body, `${what}: body`).toMatch(/^0:\{.*\}\n1:E\{"digest":"\d+"\}\n?$/s);
  for (const leak of LEAKS) check(answer.body, `${what}: ${leak}`).not.toMatch(leak);
}

async function check(
  method: string,
  target: string,
  options?: Parameters<typeof send>[2],
): Promise<Answer> {
  const answer = await send(method, target, options);
  expectSafe(answer, `${method} ${target.slice(0, 120)}`, expect.soft);
  return answer;
}

/** Counts of what a request could write: inquiries (and those with our marker), posts. */
function counts() {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      marked: one(
        `SELECT count(*) AS n FROM inquiries WHERE name LIKE '%${MARKER}%' OR email LIKE '%${MARKER}%' OR message LIKE '%${MARKER}%' OR company LIKE '%${MARKER}%'`,
      ),
      posts: one("SELECT count(*) AS n FROM posts"),
    };
  } finally {
    db.close();
  }
}

/** The server action a page's form posts to, from the hidden fields React renders. */
async function actionOf(page: string): Promise<{ id: string; fields: Array<[string, string]> }> {
  const html = (await send("GET", page)).body;
  const fields: Array<[string, string]> = [];
  for (const [tag] of html.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1]?.replace(/&quot;/g, '"');
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1]?.replace(/&quot;/g, '"') ?? "";
    if (name?.startsWith("$ACTION")) fields.push([name, value]);
  }
  const direct = fields.find(([name]) => name.startsWith("$ACTION_ID_"))?.[0].slice(11);
  const reference = fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const id = direct ?? (reference ? (JSON.parse(reference) as { id?: string }).id : undefined);
  if (!id) throw new Error(`no server action on ${page}`);
  return { id, fields };
}

/** A multipart body by hand, so names may repeat and values may be any bytes. */
function multipart(parts: Array<[string, Buffer | string]>) {
  const boundary = `----robust${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const INVALID_UTF8 = Buffer.from([
  0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xff,
]);

test.describe("robustness: malformed input never breaks the server", () => {
  let before: ReturnType<typeof counts>;
  let postPath = "/thought-hub/x";

  test.beforeAll(async () => {
    const hub = (await send("GET", "/thought-hub")).body;
    const id = /href="\/thought-hub\/([A-Za-z0-9_-]+)"/.exec(hub)?.[1];
    if (id && id !== "page") postPath = `/thought-hub/${id}`;
    before = counts();
  });

  test.afterAll(() => {
    const after = counts();
    expect(after.marked, "inquiries written from malformed input").toBe(0);
    expect(after.posts, "posts written from malformed input").toBe(before.posts);
  });

  test("pages: odd query strings, invalid percent-encoding, overlong paths", async () => {
    test.setTimeout(90_000);
    const queries = [
      "?",
      "?&&==&",
      "?a=1&a=2&a[]=3&a[b]=4",
      "?page=-1&page=99999999999999999999",
      "?q=%",
      "?q=%FF%FE",
      "?q=%E0%A4%A",
      "?__proto__[x]=1&constructor[prototype][x]=1",
      "?_rsc=%00",
      `?x=${"a".repeat(8000)}`,
    ];
    for (const page of [...PAGES, postPath, ...FILES, ...API_ROUTES]) {
      for (const query of queries) await check("GET", `${page}${query}`);
    }
    const malformed = [
      "/thought-hub/%",
      "/%FF",
      "/thought-hub/%E0%A4%A",
      "/%",
      "/%%",
      "/%zz",
      "/%C0%AF",
      "/%ED%A0%80",
      "/thought-hub/%00",
      "/thought-hub/page/%",
      "/thought-hub/page/-1",
      "/thought-hub/page/1e99",
      "/privacy/%FF",
      "/BrandIdentity/opengraph-image/%",
      "/uploads/%",
      "/uploads/%FF.webp",
      "/_next/image?url=%&w=1&q=1",
      "/_next/static/%",
      "/_next/data/%/x.json",
      "//evil.example/x",
      "/.%2e/.%2e/etc/passwd",
      "/api/%",
      "/api/admin/%FF",
      ...UPLOADS,
    ];
    for (const target of malformed) {
      for (const method of ["GET", "HEAD", "POST"]) await check(method, target);
    }
    // Overlong paths: under Node's header limit (the app sees it) and over it (Node refuses it).
    for (const length of [2_000, HEADER_LIMIT_BYTES - 1_000, HEADER_LIMIT_BYTES * 2]) {
      await check("GET", `/${"a".repeat(length)}`);
      await check("GET", `/thought-hub/${"%E0%A4".repeat(Math.floor(length / 6))}`);
    }
    expect((await send("GET", "/")).status, "the server answers after all of them").toBe(200);
  });

  test("pages and files: wrong methods, with and without bodies", async () => {
    test.setTimeout(90_000);
    for (const page of [...PAGES, postPath, ...FILES, ...UPLOADS]) {
      for (const method of METHODS) await check(method, page);
      for (const method of ["POST", "PUT", "PATCH"]) {
        await check(method, page, {
          headers: { "content-type": "application/json" },
          body: '{"a":',
        });
        await check(method, page, {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "a=%&b=%FF&a=1",
        });
        await check(method, page, {
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: "--x\r\nbroken",
        });
        await check(method, page, {
          headers: { "content-type": "text/plain" },
          body: INVALID_UTF8,
        });
      }
    }
  });

  test("API routes: wrong methods, content types, invalid JSON and UTF-8, huge bodies", async () => {
    test.setTimeout(90_000);
    const bodies: Array<[string, Buffer | string]> = [
      ["application/json", ""],
      ["application/json", "{"],
      ["application/json", "null"],
      ["application/json", "[]"],
      ["application/json", '{"text":1,"text":"x","instruction":{}}'],
      ["application/json", '{"text":null}'],
      [
        "application/json",
        Buffer.concat([Buffer.from('{"text":"'), INVALID_UTF8, Buffer.from('"}')]),
      ],
      ["text/plain", INVALID_UTF8],
      ["application/xml", "<a>"],
      ["multipart/form-data", "x"],
      [
        "multipart/form-data; boundary=b",
        "--b\r\nContent-Disposition: form-data; name=file\r\n\r\nx",
      ],
      ["image/png", randomBytes(2048)],
    ];
    for (const route of API_ROUTES) {
      for (const method of METHODS) await check(method, route);
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        for (const [type, body] of bodies) {
          await check(method, route, { headers: { "content-type": type }, body });
        }
      }
      // Over every limit: the uploads' 10 MB, and far over the AI's input.
      await check("POST", route, {
        headers: { "content-type": "application/json" },
        body: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1024, 0x61),
      });
    }
  });

  test("server actions: wrong types, missing and duplicate fields, invalid UTF-8, huge bodies, bogus ids", async () => {
    test.setTimeout(120_000);
    const contact = await actionOf("/contact");
    const signIn = await actionOf("/admin");
    const checkAction = async (target: string, options: Parameters<typeof send>[2]) => {
      const answer = await send("POST", target, options);
      expectActionAnswered(answer, `POST ${target.slice(0, 120)}`, expect.soft);
      return answer;
    };
    const actionHeaders = (id: string, type: string) => ({
      "next-action": id,
      accept: "text/x-component",
      origin: `http://${HOST}:${PORT}`,
      "content-type": type,
    });

    for (const [page, action] of [
      ["/contact", contact],
      ["/admin", signIn],
    ] as const) {
      const framework = action.fields.map(
        ([name, value]) => [`_1_${name}`, value] as [string, string],
      );
      const state = '[{"status":"idle"},"$K1"]';
      const cases: Array<Array<[string, Buffer | string]>> = [
        [["0", '[null,"$K999"]']],
        [...framework, ["0", state]],
        [["0", state]],
        [
          ...framework,
          ["_1_name", `${MARKER} a`],
          ["_1_name", `${MARKER} b`],
          ["_1_email", "not-an-email"],
          ["_1_email", `${MARKER}@example.com`],
          ["_1_message", INVALID_UTF8],
          ["_1_key", INVALID_UTF8],
          ["_1_key", ""],
          ["_1_key", "x".repeat(100_000)],
          ["0", state],
        ],
        [
          ["_1_name", Buffer.concat([Buffer.from(MARKER), INVALID_UTF8])],
          ["_1_message", ""],
          ["_1_website", "http://spam.example"],
          ["0", state],
        ],
      ];
      for (const [index, parts] of cases.entries()) {
        const { body, type } = multipart(parts);
        const answer = await send("POST", page, { headers: actionHeaders(action.id, type), body });
        expectActionAnswered(answer, `action case ${index} on ${page}`, expect.soft);
      }
      for (const [type, body] of [
        ["application/x-www-form-urlencoded", "0=%FF&0=1"],
        ["multipart/form-data; boundary=b", "--b\r\nbroken"],
        ["multipart/form-data", "no boundary"],
      ] as const) {
        const answer = await send("POST", page, { headers: actionHeaders(action.id, type), body });
        expectActionAnswered(
          answer,
          `action body ${type} ${String(body).slice(0, 12)} on ${page}`,
          expect.soft,
        );
      }
      // A reply as React encodes it reaches the action, which answers (here, field errors).
      if (page === "/contact") {
        const good = multipart([
          ["_1_name", `${MARKER} good`],
          ["0", '[{"status":"idle"},"$K1"]'],
        ]);
        const answer = await send("POST", page, {
          headers: actionHeaders(action.id, good.type),
          body: good.body,
        });
        expect
          .soft(answer.status, `a good reply on ${page}: ${answer.body.slice(0, 200)}`)
          .toBe(200);
        expect
          .soft(answer.headers["content-type"], `a good reply on ${page}`)
          .toMatch(/^text\/x-component/);
      }
      // Bodies React's decoder refuses, or decodes into arguments of no use to the action:
      // answered (an error payload, or the action's field errors), and nothing is written.
      const undecodable: Array<Array<[string, Buffer | string]>> = [
        [["_1_name", `${MARKER} no root`]],
        [["1", "[]"]],
        [["0", "not json"]],
        [["0", '{"status":"idle"}']],
        [["0", '"x"']],
        [
          ["1", "{"],
          ["0", '[null,"$1"]'],
        ],
        [
          ["1", "5"],
          ["0", '[null,"$Q1"]'],
        ],
        [
          ["1", "text"],
          ["0", '[null,"$B1"]'],
        ],
        [
          ["1", '{"a":1}'],
          ["0", '[null,"$1:b"]'],
        ],
        [["0", '[null,"$nx"]']],
        [["0", `[${Array.from({ length: 1001 }, () => "0").join(",")}]`]],
        ...["$1", "$Q2", "$W2", "$i2", "$B3", "$@3", "$h4", "$2:a"].map(
          (reference): Array<[string, string]> => [
            ["_1_name", `${MARKER} ${reference}`],
            ["0", `[{"status":"idle"},"$K1","${reference}"]`],
          ],
        ),
        [["0", '["$@1","$K1"]']],
      ];
      for (const [index, parts] of undecodable.entries()) {
        const { body, type } = multipart(parts);
        const answer = await send("POST", page, { headers: actionHeaders(action.id, type), body });
        expectActionAnswered(answer, `undecodable case ${index} on ${page}`, expect.soft);
      }
      for (const body of [
        "",
        "null",
        "not json",
        "[",
        '{"a":1}',
        '["$1"]',
        '["$@1","$K1"]',
        '["$Q9"]',
      ]) {
        const answer = await send("POST", page, {
          headers: actionHeaders(action.id, "text/plain;charset=UTF-8"),
          body,
        });
        expectActionAnswered(answer, `text reply ${body} on ${page}`, expect.soft);
      }
      // Arguments React decodes but of the wrong shape: the action reads them as an empty form.
      for (const body of ["[]", '["x","y"]', '[null,{"name":"x"}]', '[null,"$K1"]']) {
        const answer = await send("POST", page, {
          headers: actionHeaders(action.id, "text/plain;charset=UTF-8"),
          body,
        });
        expectActionAnswered(answer, `wrong shape ${body} on ${page}`, expect.soft);
      }
      // From another site (Next.js itself would answer 500): refused before it runs.
      const crossSite = await checkAction(page, {
        headers: {
          ...actionHeaders(action.id, "text/plain;charset=UTF-8"),
          origin: "https://evil.example",
        },
        body: "[]",
      });
      expect.soft(crossSite.status, `cross-site action on ${page}`).toBe(403);
      // A bogus or malformed action id, and a multipart POST without one (a no-JS form post).
      for (const id of ["0".repeat(42), "x", "%FF", "a".repeat(4000)]) {
        await checkAction(page, {
          headers: actionHeaders(id, "text/plain;charset=UTF-8"),
          body: "[]",
        });
      }
      const noJs = multipart([
        ...action.fields,
        ["name", `${MARKER}`],
        ["email", `${MARKER}@example.com`],
        ["message", `${MARKER} no token`],
      ]);
      await checkAction(page, { headers: { "content-type": noJs.type }, body: noJs.body });
      const bogusNoJs = multipart([
        ["$ACTION_ID_0000000000000000000000000000000000000000", ""],
        ["name", MARKER],
      ]);
      await checkAction(page, {
        headers: { "content-type": bogusNoJs.type },
        body: bogusNoJs.body,
      });
      const refOnly = multipart([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "not json"],
        ["$ACTION_1:1", "[]"],
      ]);
      await checkAction(page, { headers: { "content-type": refOnly.type }, body: refOnly.body });
      // Over Next.js's 1 MB limit for an action's body, as a field and as the whole body.
      const huge = multipart([
        ["_1_message", `${MARKER} ${"x".repeat(ACTION_BODY_LIMIT_BYTES + 1024)}`],
        ["0", '[{"status":"idle"},"$K1"]'],
      ]);
      await checkAction(page, { headers: actionHeaders(action.id, huge.type), body: huge.body });
      await checkAction(page, {
        headers: actionHeaders(action.id, "text/plain;charset=UTF-8"),
        body: Buffer.alloc(ACTION_BODY_LIMIT_BYTES * 3, 0x5b),
      });
    }
  });

  test("property: random paths, queries and bytes", async () => {
    test.setTimeout(60_000);
    const byte = fc.integer({ min: 0, max: 255 });
    /** A path segment from any bytes: percent-encoded, raw where HTTP allows, or broken. */
    const segment = fc
      .array(
        fc.oneof(
          byte.map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`),
          fc.constantFrom("%", "%Z", "%E0%A4%A", "..", ".", "~", "$", "[", "]", "@", ":", ";"),
          fc.string({ maxLength: 8 }).map((s) => encodeURIComponent(s)),
          fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join(""));
    const prefix = fc.constantFrom(
      "",
      "/thought-hub",
      "/thought-hub/page",
      "/privacy",
      "/uploads",
      "/api",
      "/api/admin",
      "/BrandIdentity",
      "/_next/image",
    );
    const query = fc.option(fc.array(fc.tuple(segment, segment), { maxLength: 4 }), {
      nil: undefined,
    });
    await fc.assert(
      fc.asyncProperty(
        prefix,
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        query,
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"),
        fc.uint8Array({ maxLength: 512 }),
        async (start, segments, pairs, method, bytes) => {
          const search = pairs ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
          const target = `${start}/${segments.join("/")}${search}`;
          const body = method === "GET" || method === "HEAD" ? undefined : Buffer.from(bytes);
          const answer = await send(method, target, {
            headers: body ? { "content-type": "application/octet-stream" } : {},
            body,
          });
          expectSafe(answer, `${method} ${target}`);
        },
      ),
      { seed: 1917, numRuns: 150 },
    );
  });

  test("property: random fields for the contact action", async () => {
    test.setTimeout(60_000);
    const contact = await actionOf("/contact");
    const fieldName = fc.constantFrom(
      "name",
      "email",
      "company",
      "project",
      "message",
      "website",
      "token",
      "referrer",
      "1",
      "$ACTION_KEY",
    );
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 64 }).map((s) => `${MARKER}${s}`),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.concat([Buffer.from(MARKER), b])),
      fc.constantFrom('[{"status":"idle"},"$K1"]', "[]", "{}", "$K1", "1e999", "-0"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fieldName, value), { maxLength: 10 }),
        fc.boolean(),
        async (entries, prefixed) => {
          // React's reply with the arguments the action takes: its state, then the fields.
          const { body, type } = multipart([
            ...entries.map(([name, v]): [string, Buffer | string] => [
              prefixed ? `_1_${name}` : name,
              v,
            ]),
            ["0", '[{"status":"idle"},"$K1"]'],
          ]);
          const answer = await send("POST", "/contact", {
            headers: {
              "next-action": contact.id,
              accept: "text/x-component",
              origin: `http://${HOST}:${PORT}`,
              "content-type": type,
            },
            body,
          });
          expectActionAnswered(answer, `contact action with ${entries.length} fields`);
        },
      ),
      { seed: 1917, numRuns: 80 },
    );
  });

  test("property: random replies for the contact action", async () => {
    test.setTimeout(90_000);
    // Only the contact form: failed sign-ins count towards the global ceiling.
    const contact = await actionOf("/contact");
    /** Strings React's reply format gives a meaning to, pointing at parts that may be missing. */
    const token = fc.oneof(
      fc
        .tuple(
          fc.constantFrom("$", "$Q", "$W", "$i", "$B", "$@", "$K", "$h", "$R", "$X", "$n", "$T"),
          fc.integer({ min: 0, max: 4 }),
          fc.constantFrom("", ":a", ":0"),
        )
        .map(([tag, id, path]) => `${tag}${id.toString(16)}${path}`),
      fc.constantFrom("$undefined", "$D", "$nx", "$-0", "$Infinity", "$$", MARKER),
    );
    const model = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        token,
        fc.jsonValue({ maxDepth: 1 }),
        fc.array(tie("value"), { maxLength: 4 }),
        fc.dictionary(fc.constantFrom("a", "b", "status"), tie("value"), { maxKeys: 3 }),
      ),
    })).value;
    const part = fc.oneof(
      model.map((value) => JSON.stringify(value)),
      fc.constantFrom("not json", "{", "", MARKER),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(part, { nil: undefined }),
        fc.array(fc.tuple(fc.constantFrom("1", "2", "3", "4", "_1_name", "_1_key"), part), {
          maxLength: 4,
        }),
        fc.boolean(),
        async (root, parts, asText) => {
          const entries: Array<[string, string]> = [...parts];
          if (root !== undefined) entries.push(["0", root]);
          const { body, type } = asText
            ? { body: root ?? "", type: "text/plain;charset=UTF-8" }
            : multipart(entries);
          const answer = await send("POST", "/contact", {
            headers: {
              "next-action": contact.id,
              accept: "text/x-component",
              origin: `http://${HOST}:${PORT}`,
              "content-type": type,
            },
            body,
          });
          expectActionAnswered(answer, `reply: ${String(body).slice(0, 200)}`);
        },
      ),
      { seed: 1917, numRuns: 120 },
    );
  });
});

test.describe("robustness: a flood of bodies only the framework can judge", () => {
  test("writes a bounded log, and the site goes on answering", async () => {
    test.setTimeout(120_000);
    const port = PORT + 123;
    const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-flood`);
    const server = await startServer({ port, dataDir, readErrors: true });
    try {
      // The contact form's action, named as its page names it; each body below is one React's
      // decoder refuses, which Next.js reports on standard error.
      const html = await (await fetch(`${server.baseURL}/contact`)).text();
      const actionId = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1] ?? "";
      expect(actionId).not.toBe("");
      const target = (body: string) =>
        fetch(`${server.baseURL}/contact`, {
          method: "POST",
          headers: {
            "next-action": actionId,
            origin: server.baseURL,
            "content-type": "text/plain;charset=UTF-8",
          },
          body,
        }).then((answer) => answer.status);
      for (let i = 0; i < FLOOD_REQUESTS; i += 10) {
        const statuses = await Promise.all(
          Array.from({ length: 10 }, (_, j) => target(j % 2 ? "not json" : "[")),
        );
        for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
      }
      expect((await fetch(`${server.baseURL}/contact`)).status).toBe(200);
      // At most CONSOLE_ERRORS_PER_WINDOW reports a minute, a few lines each: not one per request.
      expect(server.errorLines().length).toBeLessThan(FLOOD_REQUESTS / 2);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
