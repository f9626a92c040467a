import { request as httpRequest } from "node:http";
import { readdirSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import path from "node:path";
import { expect, test } from "./support/fixtures";

/** The header set every response carries (docs/decisions/0001 and 0017), as the spec's values. */
const HEADER_SET: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

type Headers = Record<string, string | string[] | undefined>;

/**
 * One request as written, with Node's own client: the browser's and Playwright's clients would
 * normalise a malformed address before sending it.
 */
function send(baseURL: string, method: string, address: string, headers: Headers = {}) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path: address, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function expectHeaderSet(headers: Headers, what: string) {
  for (const [name, value] of Object.entries(HEADER_SET)) {
    expect(headers[name], `${name} on ${what}`).toBe(value);
  }
}

function expectPolicy(headers: Headers, what: string) {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, `CSP on ${what}`).toContain("default-src 'self'");
  expect(csp, `CSP on ${what}`).toContain("object-src 'none'");
  expect(csp, `CSP on ${what}`).toContain("frame-ancestors 'none'");
  const scripts = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  expect(scripts, `script-src on ${what}`).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
}

const svgFiles = (folder: string) =>
  readdirSync(path.resolve("public", folder))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => `/${folder}/${name}`);

test.describe("response headers", () => {
  test("every page, for GET and HEAD, carries the policy and the header set", async ({
    baseURL,
  }) => {
    for (const address of ["/", "/about", "/thought-hub", "/BrandIdentity", "/api/missing"]) {
      for (const method of ["GET", "HEAD"]) {
        const { headers } = await send(baseURL!, method, address);
        expect(String(headers["content-type"]), `${method} ${address}`).toMatch(/^text\/html/);
        expectPolicy(headers, `${method} ${address}`);
        expectHeaderSet(headers, `${method} ${address}`);
      }
    }
  });

  test("every SVG, for GET and HEAD, carries the policy and the header set", async ({
    baseURL,
  }) => {
    const svgs = ["/icon.svg", ...svgFiles("icons"), ...svgFiles("media/brand")];
    expect(svgs.length).toBeGreaterThan(2);
    for (const address of svgs) {
      for (const method of ["GET", "HEAD"]) {
        const { status, headers } = await send(baseURL!, method, address);
        expect(status, `${method} ${address}`).toBe(200);
        expect(String(headers["content-type"]), `${method} ${address}`).toMatch(/^image\/svg\+xml/);
        expectPolicy(headers, `${method} ${address}`);
        expectHeaderSet(headers, `${method} ${address}`);
      }
    }
  });

  test("redirects, missing files, other types and malformed addresses carry the header set", async ({
    baseURL,
  }) => {
    for (const address of [
      "/no-such-page",
      "/brandidentity",
      "/icons/",
      "/robots.txt",
      "/feed.xml",
      "/media/brand/og-default.png",
      "/_next/static/no-such-chunk.js",
      "/thought-hub/%",
      "/%E0%A4%A",
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const { headers } = await send(baseURL!, method, address);
        expectHeaderSet(headers, `${method} ${address}`);
      }
    }
  });

  test("a 304 carries no policy, so the browser keeps the stored page's own", async ({
    baseURL,
  }) => {
    for (const address of ["/", "/about", "/thought-hub"]) {
      // Twice: the second answer may come from the server's own cache, with its own validator.
      for (let round = 0; round < 2; round += 1) {
        const page = await send(baseURL!, "GET", address);
        const etag = page.headers.etag;
        expect(etag, `ETag of ${address}`).toBeTruthy();
        const revalidated = await send(baseURL!, "GET", address, { "if-none-match": etag });
        expect(revalidated.status, address).toBe(304);
        expect(revalidated.headers["content-security-policy"], address).toBeUndefined();
        expectHeaderSet(revalidated.headers, `304 ${address}`);
      }
    }
  });

  test("a page keeps its validator from fill to fill, and is then sent at brotli 11", async ({
    baseURL,
  }) => {
    // docs/decisions/0046: brotli 6 at first, brotli 11 once made in the background, for as
    // long as the page's content (its ETag) is unchanged.
    const first = await send(baseURL!, "GET", "/", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(first.body);
    const finest = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    let later = first;
    await expect
      .poll(
        async () => {
          later = await send(baseURL!, "GET", "/", { "accept-encoding": "br" });
          return later.body.length;
        },
        { timeout: 10_000 },
      )
      .toBe(finest.length);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(later.body).equals(html)).toBe(true);
  });
});
