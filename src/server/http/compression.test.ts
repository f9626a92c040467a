import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compress, isCompressible } from "./compression";

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
});
