import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/lib/http/client-address";
import { createFront } from "@/server/http/front";
import { SITE_NOT_FOUND_PATH } from "@/lib/routes/decide-route";

/*
 * The production server's front (src/server/http/front.ts, docs/decisions/0031) over real HTTP,
 * with an application on its private socket that answers as Next.js does: pages whose scripts
 * carry the nonce of the request's CSP header, streamed page data, 404 pages, actions.
 */

const MARKER = "Q2FjaGVNYXJrZXJGb3JUZXN0c09ubHkx";
const OWN_SCRIPT = "document.documentElement.dataset.splash='on'";
const sha = (text: string) => createHash("sha256").update(text).digest("base64");

/** A page only its visitor may keep, long and varied enough that brotli 11 beats brotli 6. */
const PRIVATE_PAGE = `<ul>${Array.from({ length: 600 }, (_, i) => `<li>${(i * 7919) % 1009}</li>`).join("")}</ul>`;
const brotliAt = (quality: number, body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];

/** The stand-in for Next.js: writes the request's nonce on its scripts, as Next.js does. */
function application(req: IncomingMessage, res: ServerResponse, body: string) {
  seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"]))?.[1];
  const page = (status: number, text: string) => {
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
    });
    res.end(
      `<!DOCTYPE html><html><head><script nonce="${nonce}">self.data=${JSON.stringify({ nonce, text })}</script>` +
        `<script>${OWN_SCRIPT}</script></head><body><p>${text}</p>` +
        `<script>alert("stored")</script>${"<p>padding</p>".repeat(200)}</body></html>`,
    );
  };
  if (req.url === "/page") return page(200, "a page");
  if (
    ["/missing", "/thought-hub/no-such-post", "/admin/inquiries/AbCdEfGhIjKlMnOpQrSt"].includes(
      req.url ?? "",
    )
  )
    return page(404, "");
  if (req.url === SITE_NOT_FOUND_PATH) return page(404, "Page not found");
  if (req.url === "/api/not-found/blog") return page(200, "Post not found");
  if (req.url === "/data") {
    res.writeHead(200, { "content-type": "text/x-component" });
    res.write(`0:{"nonce":"${nonce?.slice(0, 10)}`);
    return setTimeout(() => res.end(`${nonce?.slice(10)}"}\n`), 20);
  }
  if (req.url === "/private") {
    res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
    return res.end(PRIVATE_PAGE);
  }
  if (req.url === "/admin") {
    res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-store" });
    return res.end(`<p>${req.headers["x-kursi-client-address"]}</p>`);
  }
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ method: req.method, body }));
}

function fetchRaw(
  port: number,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: target,
          method: init.method ?? "GET",
          headers: init.headers,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(init.body);
    },
  );
}

describe("the production server's front", () => {
  let app: Server;
  let front: Server;
  let port: number;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "kursi-front-test-"));
    const socketPath = path.join(dir, "next.sock");
    app = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => application(req, res, Buffer.concat(chunks).toString()));
    });
    await new Promise<void>((resolve) => app.listen(socketPath, resolve));
    const handle = createFront({
      socketPath,
      trust: parseTrustProxy("0"),
      marker: MARKER,
      ownScripts: new Set([OWN_SCRIPT]),
      imageHosts: [],
      upgradeInsecureRequests: false,
      pageSeconds: 1,
      log: pino({ level: "silent" }),
    });
    front = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    port = (front.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const server of [front, app]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it("hashes the scripts that carry the nonce it gave, and the site's own, never the marker", async () => {
    const answer = await fetchRaw(port, "/page");
    const html = answer.body.toString();
    expect(html).not.toContain(MARKER);
    const framework = /<script nonce="0+">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toContain(`'sha256-${sha(framework)}'`);
    expect(csp).toContain(`'sha256-${sha(OWN_SCRIPT)}'`);
    expect(csp).not.toContain(sha('alert("stored")'));
    expect(csp).not.toMatch(/unsafe-inline'?\s*[;']?.*script|script-src[^;]*unsafe-inline/);
    expect(seen[0]?.headers["content-security-policy"]).toBe(`script-src 'nonce-${MARKER}'`);
  });

  it("replaces the marker in streamed page data too, across chunks", async () => {
    const answer = await fetchRaw(port, "/data");
    expect(answer.body.toString()).toBe(`0:{"nonce":"${"0".repeat(MARKER.length)}"}\n`);
  });

  it("compresses a page once and replays it for its seconds, one request reaching the app", async () => {
    const headers = { "accept-encoding": "br" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetchRaw(port, "/page", { headers })),
    );
    expect(seen.filter((request) => request.url === "/page")).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(answer.body).toString()).toContain("<p>a page</p>");
    }
    const etag = String(answers[0]?.headers.etag);
    expect(
      (await fetchRaw(port, "/page", { headers: { ...headers, "if-none-match": etag } })).status,
    ).toBe(304);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await fetchRaw(port, "/page", { headers });
    expect(seen.filter((request) => request.url === "/page")).toHaveLength(2);
  });

  it("compresses a page a shared cache may keep at brotli 11 once made, a private one never", async () => {
    const headers = { "accept-encoding": "br" };
    const html = brotliDecompressSync((await fetchRaw(port, "/page", { headers })).body);
    await expect
      .poll(async () => (await fetchRaw(port, "/page", { headers })).body.length, {
        timeout: 5_000,
        interval: 300,
      })
      .toBe(brotliAt(11, html));
    // The same private content, asked for again and again: each answer at 6, none made at 11.
    const privateHtml = Buffer.from(PRIVATE_PAGE);
    expect(brotliAt(6, privateHtml)).toBeGreaterThan(brotliAt(11, privateHtml));
    for (let round = 0; round < 4; round += 1) {
      const answer = await fetchRaw(port, "/private", { headers });
      expect(brotliDecompressSync(answer.body).equals(privateHtml)).toBe(true);
      expect(answer.body.length).toBe(brotliAt(6, privateHtml));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it("never keeps a private page, and writes the client address over the client's own", async () => {
    const headers = { "x-kursi-client-address": "6.6.6.6", "x-forwarded-for": "7.7.7.7" };
    const first = await fetchRaw(port, "/admin", { headers });
    await fetchRaw(port, "/admin", { headers });
    expect(seen.filter((request) => request.url === "/admin")).toHaveLength(2);
    expect(first.body.toString()).toBe("<p>127.0.0.1</p>");
  });

  it("answers a page's empty 404 with its not-found screen rendered whole, and keeps POSTs in step", async () => {
    const missing = await fetchRaw(port, "/missing");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("<p>Page not found</p>");
    // An unknown post: its own screen, a page of its own (200 there), sent as the 404 it is.
    const post = await fetchRaw(port, "/thought-hub/no-such-post");
    expect(post.status).toBe(404);
    expect(post.body.toString()).toContain("<p>Post not found</p>");
    // The admin's own not-found page is its layout's: sent as it is.
    const admin = await fetchRaw(port, "/admin/inquiries/AbCdEfGhIjKlMnOpQrSt");
    expect(admin.status).toBe(404);
    expect(seen.map((request) => request.url)).toEqual([
      "/missing",
      SITE_NOT_FOUND_PATH,
      "/thought-hub/no-such-post",
      "/api/not-found/blog",
      "/admin/inquiries/AbCdEfGhIjKlMnOpQrSt",
    ]);
    // A form posted to a missing page is answered as it is, with nothing left on the connection.
    const posted = await fetchRaw(port, "/missing", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(posted.status).toBe(404);
    const after = await fetchRaw(port, "/echo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "b=2",
    });
    expect(JSON.parse(after.body.toString())).toEqual({ method: "POST", body: "b=2" });
  });

  it("answers a HEAD as the GET, and refuses what needs no framework to refuse", async () => {
    const head = await fetchRaw(port, "/echo?head", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(seen.at(-1)?.method).toBe("GET");
    seen.length = 0;
    const refused = [
      await fetchRaw(port, "/thought-hub/%E0%A4%A"),
      await fetchRaw(port, "/_next/image?url=%2Fmedia%2Fa%2F..%2Fb.webp&w=640&q=75"),
      await fetchRaw(port, "/contact", {
        method: "POST",
        headers: {
          "next-action": "x",
          origin: "https://evil.example",
          "content-type": "text/plain",
        },
        body: "[]",
      }),
      await fetchRaw(port, "/contact", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: "--b\r\nbroken",
      }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 403, 400]);
    expect(seen).toEqual([]);
  });
});
