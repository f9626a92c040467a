import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bestBrotli,
  chooseEncoding,
  compress,
  isCompressible,
  MAX_PENDING_UPGRADES,
  settleCompression,
} from "./compression";

describe("compression", () => {
  it("prefers brotli, honours q=0 and falls back to gzip", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
  });

  it("compresses text only, and only when it is worth it", () => {
    expect(isCompressible("text/html; charset=utf-8", 5000)).toBe(true);
    expect(isCompressible("application/javascript", 5000)).toBe(true);
    expect(isCompressible("text/html", 100)).toBe(false);
    expect(isCompressible("image/webp", 5000)).toBe(false);
    expect(isCompressible(undefined, 5000)).toBe(false);
  });

  it("round-trips and reuses the cached result", () => {
    const body = Buffer.from("<p>hello</p>".repeat(500));
    const br = compress(body, "br");
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(compress(body, "br")).toBe(br);
    expect(gunzipSync(compress(body, "gzip")).equals(body)).toBe(true);
  });

  /** Text with some variety, as a script or page has, so the two qualities differ. */
  const varied = (seed: string, items = 4000) =>
    Buffer.from(
      Array.from(
        { length: items },
        (_, i) => `<li data-i="${i}">${seed} ${(i * 7919) % 1000}</li>`,
      ).join(""),
    );

  it("serves a body kept for reuse at brotli's best quality once that is ready", async () => {
    const body = varied("kept");
    const first = compress(body, "br");
    const best = await bestBrotli(body);
    expect(best).not.toBeNull();
    expect(best!.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(best!).equals(body)).toBe(true);
    expect(compress(body, "br")).toBe(best);
  });

  it("never recompresses a body by itself, however often it is asked for", async () => {
    const body = varied("asked for again");
    const first = compress(body, "br");
    expect(compress(body, "br")).toBe(first);
    expect(compress(body, "br")).toBe(first);
    await settleCompression();
    expect(compress(body, "br")).toBe(first);
  });

  it("keeps at most 8 bodies waiting for the best quality; the others keep the fast one", async () => {
    expect(MAX_PENDING_UPGRADES).toBe(8);
    const bodies = Array.from({ length: 8 + 3 }, (_, i) => varied(`queued ${i}`, 200));
    const fast = bodies.map((body) => compress(body, "br"));
    const results = await Promise.all(bodies.map((body) => bestBrotli(body)));
    expect(results.slice(0, 8).every((best) => best !== null)).toBe(true);
    expect(results.slice(8)).toEqual([null, null, null]);
    bodies.slice(8).forEach((body, i) => expect(compress(body, "br")).toBe(fast[8 + i]));
    // Once the queue has room again, a later request may upgrade the body after all.
    expect(await bestBrotli(bodies[8]!)).not.toBeNull();
  });
});
