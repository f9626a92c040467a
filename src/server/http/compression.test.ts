import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compress, isCompressible, settleCompression } from "./compression";

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

  it("serves a body asked for again at brotli's best quality once that is ready", async () => {
    // Text with some variety, as a script or page has, so the two qualities differ.
    const body = Buffer.from(
      Array.from(
        { length: 4000 },
        (_, i) => `<li data-i="${i}">item ${(i * 7919) % 1000}</li>`,
      ).join(""),
    );
    const first = compress(body, "br");
    expect(compress(body, "br")).toBe(first); // seen twice: recompression starts, fast one served
    await settleCompression();
    const best = compress(body, "br");
    expect(best.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(best).equals(body)).toBe(true);
    expect(compress(body, "br")).toBe(best);
  });

  it("never recompresses a body seen only once", async () => {
    const body = Buffer.from(`<p>${"once ".repeat(2000)}</p>`);
    const first = compress(body, "br");
    await settleCompression();
    expect(compress(body, "br")).toBe(first); // this second request starts the upgrade
  });
});
