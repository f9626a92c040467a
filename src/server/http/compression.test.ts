import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { chooseEncoding, compressBody, compressStream, isCompressible } from "./compression";

describe("compression", () => {
  it("sends the coding the client ranks first, brotli before gzip at equal weight", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("gzip;q=0.5, br;q=0.1")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0, *")).toBeNull();
    expect(chooseEncoding("identity;q=0.5, gzip;q=0.1")).toBeNull();
    expect(chooseEncoding(["gzip;q=0.2", "br;q=abc"])).toBe("gzip");
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
    for (const [use, etag] of [["asset"], ["page"], ["page", 'W/"both-ways"']] as const) {
      const br = await compressBody(body, "br", use, etag);
      expect(brotliDecompressSync(br!).equals(body)).toBe(true);
      const gz = await compressBody(body, "gzip", use, etag);
      expect(gunzipSync(gz!).equals(body)).toBe(true);
      expect(br!.length).toBeLessThan(body.length / 10);
    }
    expect(await compressBody(Buffer.from("tiny"), "br", "asset")).toBeNull();
  });

  it("serves a page at brotli 11 once made for its validator, and only for that content", async () => {
    const page = (seed: number) =>
      Buffer.from(
        Array.from(
          { length: 3000 },
          (_, i) => `<a href="/w/${(i * seed) % 997}">${i % 89}</a>`,
        ).join(""),
      );
    const finest = (body: Buffer) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }).length;
    const first = page(7);
    const waited = await compressBody(first, "br", "page", 'W/"first"');
    expect(brotliDecompressSync(waited!).equals(first)).toBe(true);
    expect(waited!.length).toBeGreaterThan(finest(first));
    // Made in the background: a later fill of the same page gets the finest bytes.
    await vi.waitFor(async () => {
      const later = await compressBody(first, "br", "page", 'W/"first"');
      expect(later!.length).toBe(finest(first));
    });
    // Another page, and the same page in gzip, are their own entries.
    const second = page(13);
    const other = await compressBody(second, "br", "page", 'W/"second"');
    expect(brotliDecompressSync(other!).equals(second)).toBe(true);
    expect(
      gunzipSync((await compressBody(first, "gzip", "page", 'W/"first"'))!).equals(first),
    ).toBe(true);
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
