import "server-only";
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/*
 * Compression with Node.js's own zlib (docs/decisions/0031, 0046): a hashed asset once at the
 * finest quality; a page fast, and at the finest from its next fill on while its content stays.
 */

export type Encoding = "br" | "gzip";
type Use = "page" | "asset";

/** What the front can send, in its order of preference. */
const CODINGS = ["br", "gzip", "identity"];
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
/** Below this, the encoding's own overhead eats the gain. */
const MIN_BYTES = 1024;
/** Brotli qualities: streamed, waited for, made once to reuse (gzip: 6, and 9 for the finest). */
const BROTLI_QUALITY = { stream: 4, waited: 6, finest: 11 } as const;
/** Memory for pages compressed at the finest quality (least recently used go first). */
const FINEST_PAGES_BYTES = 16 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipBody = promisify(gzip);
const { BROTLI_PARAM_QUALITY: QUALITY, BROTLI_PARAM_MODE: MODE, BROTLI_MODE_TEXT } = constants;
const compress = (body: Buffer, encoding: Encoding, quality: number) =>
  encoding === "gzip"
    ? gzipBody(body, { level: quality === BROTLI_QUALITY.finest ? 9 : 6 })
    : brotli(body, { params: { [QUALITY]: quality, [MODE]: BROTLI_MODE_TEXT } });

/** Pages at the finest quality by encoding and validator; a compression under way is shared. */
const finestPages = new LRUCache<string, Buffer, { body: Buffer; encoding: Encoding }>({
  maxSize: FINEST_PAGES_BYTES,
  sizeCalculation: (made) => made.length,
  fetchMethod: (_key, _stale, { context: { body, encoding } }) =>
    compress(body, encoding, BROTLI_QUALITY.finest),
});

export const isCompressible = (type: string | undefined) => !!type && COMPRESSIBLE.test(type);

/** The coding the client ranks first (RFC 9110, 12.5.3), br before gzip at equal weight. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const headers = { "accept-encoding": [acceptEncoding ?? ""].flat().join(",") };
  const chosen = new Negotiator({ headers }).encoding(CODINGS, { preferred: CODINGS });
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

/**
 * A whole body, compressed off the event loop; null when it is too small to gain. A page that
 * a shared cache may keep, named by its validator, comes at the finest quality once made.
 */
export async function compressBody(body: Buffer, encoding: Encoding, use: Use, etag?: string) {
  if (body.length < MIN_BYTES) return null;
  if (use === "asset") return compress(body, encoding, BROTLI_QUALITY.finest);
  if (!etag) return compress(body, encoding, BROTLI_QUALITY.waited);
  const key = `${encoding} ${etag}`;
  const finest = finestPages.get(key);
  if (!finest) finestPages.fetch(key, { context: { body, encoding } }).catch(() => undefined);
  return finest ?? compress(body, encoding, BROTLI_QUALITY.waited);
}

/** A compressor for a body streamed as it is written. */
export function compressStream(encoding: Encoding): Transform {
  if (encoding === "gzip") return createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  return createBrotliCompress({
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: { [QUALITY]: BROTLI_QUALITY.stream },
  });
}
