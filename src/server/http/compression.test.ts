import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressBody, compressStream, isCompressible } from "./compression";

describe("compression", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("compresses text, not images or video", () => {
    for (const type of ["text/html; charset=utf-8", "application/javascript", "image/svg+xml"]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ["image/webp", "video/mp4", "application/octet-stream", undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });

  it("compresses a whole body both ways, and leaves a tiny one alone", async () => {
    const body = Buffer.from("<p>Positioned to lead</p>".repeat(200));
    for (const use of ["page", "asset"] as const) {
      const br = await compressBody(body, "br", use);
      expect(brotliDecompressSync(br!).equals(body)).toBe(true);
      const gz = await compressBody(body, "gzip", use);
      expect(gunzipSync(gz!).equals(body)).toBe(true);
      expect(br!.length).toBeLessThan(body.length / 10);
    }
    expect(await compressBody(Buffer.from("tiny"), "br", "page")).toBeNull();
  });

  it("compresses a stream as it comes", async () => {
    const parts = ["1:I[", '"a"]\n', "2:T5,hello\n"].map((part) => Buffer.from(part));
    for (const encoding of ["br", "gzip"] as const) {
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(parts).pipe(compressStream(encoding)))
        out.push(chunk);
      const decoded =
        encoding === "br"
          ? brotliDecompressSync(Buffer.concat(out))
          : gunzipSync(Buffer.concat(out));
      expect(decoded.toString()).toBe(Buffer.concat(parts).toString());
    }
  });
});
