import { createHash } from "node:crypto";
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from "node:zlib";

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= MIN_BYTES && !!contentType && COMPRESSIBLE.test(contentType);
}

/** Picks br over gzip when the client accepts it (q=0 means "not acceptable"). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

/**
 * Compressed bodies are cached by content digest: a static page or chunk is compressed once,
 * then served from memory. The cache is bounded by total bytes and evicts the oldest entry.
 */
const cache = new Map<string, Buffer>();
let cachedBytes = 0;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  const key = `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const output =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 });
  cache.set(key, output);
  cachedBytes += output.length;
  while (cachedBytes > CACHE_LIMIT_BYTES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cachedBytes -= cache.get(oldest)?.length ?? 0;
    cache.delete(oldest);
  }
  return output;
}

/**
 * A compressor for a body that is still being written (an RSC stream): every write is flushed at
 * once, so the browser can use each part as it arrives, as it could uncompressed.
 */
export function createStreamCompressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
}
