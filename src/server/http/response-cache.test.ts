import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { ResponseCache, responseCacheKey, sendStored, sharedMaxAgeSeconds } from "./response-cache";

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
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) res.setHeader(name, value);
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

describe("responseCacheKey", () => {
  it("keys plain page loads by encoding and path", () => {
    expect(responseCacheKey(request("/thought-hub"), "br")).toBe("br /thought-hub");
    expect(responseCacheKey(request("/thought-hub"), null)).toBe("identity /thought-hub");
    expect(responseCacheKey(request("/about", { cookie: "session=abc" }), "gzip")).toBe(
      "gzip /about",
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
      request("http://evil.test/thought-hub"),
    ]) {
      expect(responseCacheKey(req, "br")).toBeNull();
    }
  });
});

describe("sharedMaxAgeSeconds", () => {
  it("reuses shared-cacheable HTML for its s-maxage", () => {
    expect(sharedMaxAgeSeconds(response(200, isrPage))).toBe(300);
  });

  it("never reuses private, failed, cookie-setting, stale or non-HTML responses", () => {
    for (const res of [
      response(200, {
        ...isrPage,
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      }),
      response(200, { ...isrPage, "cache-control": "public, max-age=300" }),
      response(200, { ...isrPage, "cache-control": "s-maxage=0" }),
      response(404, isrPage),
      response(200, { ...isrPage, "set-cookie": "a=1" }),
      response(200, { ...isrPage, "x-nextjs-cache": "STALE" }),
      response(200, { ...isrPage, "content-type": "application/json" }),
    ]) {
      expect(sharedMaxAgeSeconds(res)).toBeNull();
    }
  });
});

describe("ResponseCache", () => {
  const body = Buffer.from("<!doctype html><p>cached</p>");

  it("replays a stored page with its headers, minus the per-exchange ones", () => {
    const cache = new ResponseCache(1024 * 1024);
    expect(cache.store("br /thought-hub", response(200, isrPage), body, cache.generation)).toBe(
      true,
    );
    const stored = cache.get("br /thought-hub");
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

  it("answers a matching If-None-Match with 304 and no body", () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.store("br /a", response(200, isrPage), body, cache.generation);
    const { res, sent } = recorder();
    sendStored(request("/a", { "if-none-match": 'W/"v0", W/"v1"' }), res, cache.get("br /a")!);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
  });

  it("forgets a page after its s-maxage", () => {
    const cache = new ResponseCache(1024 * 1024);
    const now = Date.UTC(2025, 0, 1);
    cache.store("br /a", response(200, isrPage), body, cache.generation, now);
    expect(cache.get("br /a", now + 299_000)).toBeDefined();
    expect(cache.get("br /a", now + 300_000)).toBeUndefined();
  });

  it("keeps encodings apart", () => {
    const cache = new ResponseCache(1024 * 1024);
    cache.store("br /a", response(200, isrPage), body, cache.generation);
    expect(cache.get("gzip /a")).toBeUndefined();
  });

  it("purges a path and everything under it, nothing else", () => {
    const cache = new ResponseCache(1024 * 1024);
    for (const path of [
      "/thought-hub",
      "/thought-hub/page/2",
      "/thought-hub/AbC",
      "/thought-hubx",
      "/about",
    ]) {
      cache.store(`br ${path}`, response(200, isrPage), body, cache.generation);
    }
    expect(cache.purge("/thought-hub")).toBe(3);
    expect(cache.get("br /thought-hub")).toBeUndefined();
    expect(cache.get("br /thought-hub/AbC")).toBeUndefined();
    expect(cache.get("br /thought-hubx")).toBeDefined();
    expect(cache.get("br /about")).toBeDefined();
  });

  it("does not keep a page that began rendering before a purge", () => {
    const cache = new ResponseCache(1024 * 1024);
    const started = cache.generation;
    cache.purge("/thought-hub");
    expect(cache.store("br /thought-hub", response(200, isrPage), body, started)).toBe(false);
    expect(cache.get("br /thought-hub")).toBeUndefined();
  });

  it("stays within its memory, dropping the least recently used page first", () => {
    const page = Buffer.alloc(100, "x");
    const cache = new ResponseCache(800);
    for (const path of ["/1", "/2", "/3", "/4", "/5", "/6", "/7", "/8"]) {
      cache.store(`br ${path}`, response(200, isrPage), page, cache.generation);
    }
    cache.get("br /1");
    cache.store("br /9", response(200, isrPage), page, cache.generation);
    expect(cache.get("br /1")).toBeDefined();
    expect(cache.get("br /2")).toBeUndefined();
    expect(cache.get("br /9")).toBeDefined();
    // A page too large for its share of the memory is never kept.
    expect(
      cache.store("br /big", response(200, isrPage), Buffer.alloc(200), cache.generation),
    ).toBe(false);
  });
});
