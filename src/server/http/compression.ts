import "server-only";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { Transform } from "node:stream";

/*
 * Compression with Node.js's own zlib (docs/decisions/0031). A body the server keeps for
 * reuse (a page for its seconds in the response cache, a hashed asset for an hour) is
 * compressed once, at a quality worth spending once; a streamed one at a fast quality.
 */

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the encoding's own overhead eats the gain. */
const MIN_BYTES = 1024;
/** Brotli for bodies streamed once (RSC payloads, API answers): fast. */
const STREAM_BROTLI_QUALITY = 4;
/** Brotli for pages kept for their seconds in the response cache. */
const PAGE_BROTLI_QUALITY = 6;
/** Brotli for hashed assets, kept an hour: smallest output, once per asset. */
const ASSET_BROTLI_QUALITY = 11;

const brotli = promisify(brotliCompress);
const gzipBody = promisify(gzip);

export function isCompressible(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/** br over gzip when the client accepts it (q=0 means "not acceptable"). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding].flat().join(",").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/** A whole body, compressed off the event loop; null when it is too small to gain. */
export async function compressBody(
  body: Buffer,
  encoding: Encoding,
  use: "page" | "asset",
): Promise<Buffer | null> {
  if (body.length < MIN_BYTES) return null;
  if (encoding === "gzip") return gzipBody(body, { level: use === "asset" ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]:
        use === "asset" ? ASSET_BROTLI_QUALITY : PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A compressor for a body streamed as it is written. */
export function compressStream(encoding: Encoding): Transform {
  return encoding === "gzip"
    ? createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
    : createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY },
      });
}
