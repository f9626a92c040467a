import { describe, expect, it } from "vitest";
import { cacheKey, createResponseCache, replaySeconds } from "./response-cache";
import type { Fill, Made, StoredResponse } from "./response-cache";

const limits = { pageSeconds: 1, assetSeconds: 3600 };
const entry = (body = "x"): StoredResponse => ({
  status: 200,
  headers: {},
  body: Buffer.from(body),
});

describe("response cache", () => {
  it("keys plain page loads by address and encoding; router, action and range requests bypass", () => {
    expect(cacheKey("GET", "/work", {}, "br")).toBe("br /work");
    expect(cacheKey("HEAD", "/work", {}, null)).toBe("identity /work");
    expect(cacheKey("GET", "/_next/static/chunks/a.js?dpl=1", {}, "br")).toBe(
      "br /_next/static/chunks/a.js?dpl=1",
    );
    expect(cacheKey("POST", "/contact", {}, "br")).toBeNull();
    expect(cacheKey("GET", "/work?x=1", {}, "br")).toBeNull();
    for (const name of ["rsc", "next-action", "next-router-prefetch", "range", "authorization"]) {
      expect(cacheKey("GET", "/work", { [name]: "1" }, "br"), name).toBeNull();
    }
    expect(cacheKey("GET", "/work", { cookie: "a=1; __prerender_bypass=x" }, "br")).toBeNull();
  });

  it("passes the signed-in operator through, whatever other cookies a visitor has", () => {
    expect(cacheKey("GET", "/work", { cookie: "__Host-kursi-admin=abc" }, "br")).toBeNull();
    expect(cacheKey("GET", "/work", { cookie: "theme=1; kursi-admin=abc" }, "br")).toBeNull();
    // A browser that signed in once, or is between the key and the second factor: a visitor.
    for (const cookie of ["__Host-kursi-known=1", "__Host-kursi-admin-2fa=x", "my-kursi-admin=1"]) {
      expect(cacheKey("GET", "/work", { cookie }, "br"), cookie).toBe("br /work");
    }
  });

  it("replays shared-cacheable 200s for at most a page's or an asset's seconds", () => {
    const page = { "cache-control": "s-maxage=300, stale-while-revalidate=31535700" };
    expect(replaySeconds(200, page, limits)).toBe(1);
    expect(replaySeconds(200, { "cache-control": "s-maxage=31536000" }, limits)).toBe(1);
    const asset = { "cache-control": "public, max-age=31536000, immutable" };
    expect(replaySeconds(200, asset, limits)).toBe(3600);
    expect(replaySeconds(404, page, limits)).toBe(0);
    expect(replaySeconds(200, { ...page, "set-cookie": "a=1" }, limits)).toBe(0);
    for (const cacheControl of ["private, no-cache, no-store", "no-store", "public, no-cache"]) {
      expect(replaySeconds(200, { "cache-control": cacheControl }, limits), cacheControl).toBe(0);
    }
    expect(replaySeconds(200, {}, limits)).toBe(0);
    expect(replaySeconds(200, page, { ...limits, pageSeconds: 0 })).toBe(0);
  });

  it("makes a response once for everyone asking meanwhile, and keeps it for its seconds", async () => {
    const cache = createResponseCache();
    let finish: (made: Made) => void = () => undefined;
    const filler: Fill = { make: () => new Promise((done) => (finish = done)), answered: false };
    const waiter: Fill = { make: () => Promise.reject(new Error("made twice")), answered: false };
    const filled = cache.fetch("k", { context: filler });
    const waited = cache.fetch("k", { context: waiter });
    finish({ entry: entry("page"), seconds: 1 });
    expect((await filled)?.body.toString()).toBe("page");
    expect((await waited)?.body.toString()).toBe("page");
    expect([filler.answered, waiter.answered]).toEqual([true, false]);
    expect(cache.get("k")?.body.toString()).toBe("page");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(cache.get("k")).toBeUndefined();
  });

  it("tells the waiting that a response is not kept: no seconds, or over 4 MiB", async () => {
    const cache = createResponseCache();
    const made = (seconds: number, bytes = 1) => ({
      make: async () => ({ entry: entry("x".repeat(bytes)), seconds }),
      answered: false,
    });
    for (const fill of [made(0), made(5, 4 * 1024 * 1024 + 1)]) {
      const waiter: Fill = { make: async () => null, answered: false };
      const filled = cache.fetch("k", { context: fill });
      expect(await cache.fetch("k", { context: waiter })).toBeUndefined();
      expect([await filled, fill.answered, waiter.answered]).toEqual([undefined, true, false]);
      expect(cache.get("k")).toBeUndefined();
    }
    const kept = made(5, 4 * 1024 * 1024);
    expect((await cache.fetch("k", { context: kept }))?.body.length).toBe(4 * 1024 * 1024);
  });
});
