import "server-only";
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";

/*
 * Compression with Node.js's own zlib (docs/decisions/0031): a body kept for reuse (a page for
 * its seconds in the response cache, a hashed asset for an hour) once, at a quality worth
 * spending once; a streamed one at a fast quality, flushed as it goes.
 */

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the encoding's own overhead eats the gain. */
const MIN_BYTES = 1024;
/** Brotli qualities: streamed once, a page kept for seconds, a hashed asset kept an hour. */
const BROTLI_QUALITY = { stream: 4, page: 6, asset: 11 } as const;

const brotli = promisify(brotliCompress);
const gzipBody = promisify(gzip);

export const isCompressible = (type: string | undefined) => !!type && COMPRESSIBLE.test(type);

/** br over gzip when the client accepts it (q=0 means "not acceptable"). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of [acceptEncoding ?? ""].flat().join(",").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name) accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/** A whole body, compressed off the event loop; null when it is too small to gain. */
export async function compressBody(body: Buffer, encoding: Encoding, use: "page" | "asset") {
  if (body.length < MIN_BYTES) return null;
  if (encoding === "gzip") return gzipBody(body, { level: use === "asset" ? 9 : 6 });
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = constants;
  return brotli(body, {
    params: { [BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use], [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT },
  });
}

/** A compressor for a body streamed as it is written. */
export function compressStream(encoding: Encoding): Transform {
  if (encoding === "gzip") return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  return createBrotliCompress({
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.stream },
  });
}
