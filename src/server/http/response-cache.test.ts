import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import {
  type CacheableRequest,
  cacheableRequest,
  ResponseCache,
  reusableForSeconds,
  sendStored,
} from "./response-cache";

function request(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  return req;
}

function response(status: number, headers: OutgoingHttpHeaders): ServerResponse {
  const res = new ServerResponse(request("/"));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  return res;
}

const isrPage = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
  "content-security-policy": "script-src 'self' 'sha256-abc='",
  "content-encoding": "br",
  etag: 'W/"v1"',
  vary: "rsc, Accept-Encoding",
  "x-nextjs-cache": "HIT",
  date: "Sat, 01 Mar 2025 00:00:00 GMT",
};

const optimisedImage = {
  "content-type": "image/avif",
  "cache-control": "public, max-age=2592000, must-revalidate",
  etag: '"img1"',
  vary: "Accept",
};

const AVIF_ACCEPT = "image/avif,image/webp,image/apng,*/*;q=0.8";
const IMAGE_URL = "/_next/image?url=%2Fmedia%2Fblog%2Fpost-1.webp&w=768&q=75";

function page(path: string): CacheableRequest {
  return cacheableRequest(request(path), "br")!;
}

/** A stand-in for ServerResponse that records what sendStored writes. */
function recorder() {
  const sent: { status?: number; headers?: OutgoingHttpHeaders; body?: Buffer } = {};
  const res = {
    writeHead(status: number, headers: OutgoingHttpHeaders) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body?: Buffer) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe("cacheableRequest", () => {
  it("keys plain page loads by encoding and path", () => {
    expect(cacheableRequest(request("/thought-hub"), "br")).toEqual({
      key: "page\nbr\n/thought-hub",
      path: "/thought-hub",
      kind: "page",
    });
    expect(cacheableRequest(request("/thought-hub"), null)?.key).toBe(
      "page\nidentity\n/thought-hub",
    );
    expect(cacheableRequest(request("/about", { cookie: "session=abc" }), "gzip")?.key).toBe(
      "page\ngzip\n/about",
    );
  });

  it("keys optimised images by what the browser accepts", () => {
    const avif = cacheableRequest(request(IMAGE_URL, { accept: AVIF_ACCEPT }), "br");
    const webp = cacheableRequest(request(IMAGE_URL, { accept: "image/webp,*/*" }), "br");
    expect(avif).toMatchObject({ kind: "image", path: "/_next/image" });
    expect(avif?.key).not.toBe(webp?.key);
    expect(avif?.key).toBe(
      cacheableRequest(request(IMAGE_URL, { accept: AVIF_ACCEPT }), "gzip")?.key,
    );
  });

  it("leaves router, preview, revalidation and unusual requests to Next.js", () => {
    for (const req of [
      request("/thought-hub", {}, "POST"),
      request("/thought-hub", {}, "HEAD"),
      request("/thought-hub?page=2"),
      request("/thought-hub?_rsc=abc", { rsc: "1" }),
      request("/thought-hub", { rsc: "1" }),
      request("/thought-hub", { "next-router-prefetch": "1" }),
      request("/thought-hub", { "next-router-state-tree": "%5B%5D" }),
      request("/thought-hub", { "next-action": "abc" }),
      request("/thought-hub", { "x-prerender-revalidate": "secret" }),
      request("/thought-hub", { authorization: "Basic x" }),
      request("/thought-hub", { range: "bytes=0-10" }),
      request("/thought-hub", { cookie: "a=1; __prerender_bypass=x" }),
      request(IMAGE_URL, { range: "bytes=0-10" }),
      request("http://evil.test/thought-hub"),
    ]) {
      expect(cacheableRequest(req, "br")).toBeNull();
    }
  });
});

describe("reusableForSeconds", () => {
  it("replays shared-cacheable pages for their s-maxage and public images for their max-age", () => {
    expect(reusableForSeconds(response(200, isrPage), "page")).toBe(300);
    expect(reusableForSeconds(response(200, optimisedImage), "image")).toBe(2592000);
  });

  it("never replays private, failed, cookie-setting, stale or mismatched responses", () => {
    for (const [res, kind] of [
      [
        response(200, { ...isrPage, "cache-control": "private, no-cache, no-store, max-age=0" }),
        "page",
      ],
      [response(200, { ...isrPage, "cache-control": "public, max-age=300" }), "page"],
      [response(200, { ...isrPage, "cache-control": "s-maxage=0" }), "page"],
      [response(404, isrPage), "page"],
      [response(200, { ...isrPage, "set-cookie": "a=1" }), "page"],
      [response(200, { ...isrPage, "x-nextjs-cache": "STALE" }), "page"],
      [response(200, { ...isrPage, "content-type": "application/json" }), "page"],
      [response(200, optimisedImage), "page"],
      [response(200, isrPage), "image"],
      [response(200, { ...optimisedImage, "cache-control": "max-age=60" }), "image"],
      [response(400, optimisedImage), "image"],
    ] as const) {
      expect(reusableForSeconds(res, kind)).toBeNull();
    }
  });
});

describe("ResponseCache", () => {
  const body = Buffer.from("<!doctype html><p>cached</p>");

  it("replays a stored page with its headers, minus the per-exchange ones", () => {
    const cache = new ResponseCache(1024 * 1024);
    const hub = page("/thought-hub");
    expect(cache.store(hub, response(200, isrPage), body, cache.generation)).toBe(true);
    const stored = cache.get(hub.key);
    expect(stored?.body).toEqual(body);
    const { res, sent } = recorder();
    sendStored(request("/thought-hub"), res, stored!);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(body);
    expect(sent.headers).toMatchObject({
      "content-security-policy": isrPage["content-security-policy"],
      "content-encoding": "br",
      "cache-control": isrPage["cache-control"],
      "content-length": body.length,
      "x-cache": "HIT",
    });
    expect(sent.headers).not.toHaveProperty("date");
    expect(sent.headers).not.toHaveProperty("x-nextjs-cache");
  });

  it("keeps an optimised image for the browsers that accept its format", () => {
    const cache = new ResponseCache(1024 * 1024);
    const avif = cacheableRequest(request(IMAGE_URL, { accept: AVIF_ACCEPT }), null)!;
    cache.store(avif, response(200, optimisedImage), Buffer.from("avif"), cache.generation);
    expect(cache.get(avif.key)?.headers["content-type"]).toBe("image/avif");
    const webp = cacheableRequest(request(IMAGE_URL, { accept: "image/webp,*/*" }), null)!;
    expect(cache.get(webp.key)).toBeUndefined();
  });

  it("answers a matching If-None-Match with 304 and no body", () => {
    const cache = new ResponseCache(1024 * 1024);
    const a = page("/a");
    cache.store(a, response(200, isrPage), body, cache.generation);
    const { res, sent } = recorder();
    sendStored(request("/a", { "if-none-match": 'W/"v0", W/"v1"' }), res, cache.get(a.key)!);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
  });

  it("forgets a page after its s-maxage", () => {
    const cache = new ResponseCache(1024 * 1024);
    const now = Date.UTC(2025, 0, 1);
    const a = page("/a");
    cache.store(a, response(200, isrPage), body, cache.generation, now);
    expect(cache.get(a.key, now + 299_000)).toBeDefined();
    expect(cache.get(a.key, now + 300_000)).toBeUndefined();
  });

  it("keeps encodings apart", () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.store(page("/a"), response(200, isrPage), body, cache.generation);
    expect(cache.get(cacheableRequest(request("/a"), "gzip")!.key)).toBeUndefined();
  });

  it("purges a path and everything under it, nothing else", () => {
    const cache = new ResponseCache(1024 * 1024);
    const paths = [
      "/thought-hub",
      "/thought-hub/page/2",
      "/thought-hub/AbC",
      "/thought-hubx",
      "/about",
    ];
    for (const path of paths)
      cache.store(page(path), response(200, isrPage), body, cache.generation);
    expect(cache.purge("/thought-hub")).toBe(3);
    expect(cache.get(page("/thought-hub").key)).toBeUndefined();
    expect(cache.get(page("/thought-hub/AbC").key)).toBeUndefined();
    expect(cache.get(page("/thought-hubx").key)).toBeDefined();
    expect(cache.get(page("/about").key)).toBeDefined();
  });

  it("does not keep a page that began rendering before a purge", () => {
    const cache = new ResponseCache(1024 * 1024);
    const started = cache.generation;
    cache.purge("/thought-hub");
    expect(cache.store(page("/thought-hub"), response(200, isrPage), body, started)).toBe(false);
    expect(cache.get(page("/thought-hub").key)).toBeUndefined();
  });

  it("stays within its memory, dropping the least recently used response first", () => {
    const content = Buffer.alloc(100, "x");
    const cache = new ResponseCache(800);
    for (const path of ["/1", "/2", "/3", "/4", "/5", "/6", "/7", "/8"]) {
      cache.store(page(path), response(200, isrPage), content, cache.generation);
    }
    cache.get(page("/1").key);
    cache.store(page("/9"), response(200, isrPage), content, cache.generation);
    expect(cache.get(page("/1").key)).toBeDefined();
    expect(cache.get(page("/2").key)).toBeUndefined();
    expect(cache.get(page("/9").key)).toBeDefined();
    // A response too large for its share of the memory is never kept.
    expect(
      cache.store(page("/big"), response(200, isrPage), Buffer.alloc(200), cache.generation),
    ).toBe(false);
  });

  it("swaps in a better-compressed body only while the stored one is still current", () => {
    const cache = new ResponseCache(1024 * 1024);
    const hub = page("/thought-hub");
    cache.store(hub, response(200, isrPage), body, cache.generation);
    const smaller = Buffer.from("<p>smaller</p>");
    expect(cache.replaceBody(hub.key, Buffer.from(body), smaller)).toBe(false); // not the same one
    expect(cache.replaceBody(hub.key, body, smaller)).toBe(true);
    const { res, sent } = recorder();
    sendStored(request("/thought-hub"), res, cache.get(hub.key)!);
    expect(sent.body).toEqual(smaller);
    expect(sent.headers).toMatchObject({ "content-length": smaller.length });
    // Re-rendered meanwhile: the late result for the old body is dropped.
    const fresh = Buffer.from("<p>fresh</p>");
    cache.store(hub, response(200, isrPage), fresh, cache.generation);
    expect(cache.replaceBody(hub.key, smaller, body)).toBe(false);
    expect(cache.get(hub.key)?.body).toBe(fresh);
  });
});
