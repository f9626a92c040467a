import "server-only";
import { createHash } from "node:crypto";
import {
  brotliCompress,
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

/** Brotli quality for a body's first response: fast enough to spend on the request path. */
const FAST_BROTLI_QUALITY = 6;
/** Brotli's smallest output, ten times slower: worth it for a body that is served again. */
const BEST_BROTLI_QUALITY = 11;

type Entry = { output: Buffer; best: boolean };

/**
 * Compressed bodies are cached by content digest: a static page or chunk is compressed once,
 * then served from memory. The cache is bounded by total bytes and evicts the oldest entry.
 *
 * A body is first compressed quickly, on the request. A body the caller knows will be served
 * again (a page kept for replay, an immutable asset) is then compressed once more at brotli's
 * best quality on the thread pool (one body at a time, off the event loop), and served that way
 * from then on: about a tenth fewer bytes for every later visitor. Only the caller can know
 * that a body is kept for reuse, so compress() never starts the upgrade by itself; and no more
 * than MAX_PENDING_UPGRADES bodies wait for it, so a flood of distinct bodies cannot pile up
 * in memory behind the queue (docs/decisions/0018).
 */
const cache = new Map<string, Entry>();
const upgrades = new Map<string, Promise<void>>();
let cachedBytes = 0;

function store(key: string, entry: Entry) {
  const previous = cache.get(key);
  if (previous) cachedBytes -= previous.output.length;
  cache.delete(key);
  cache.set(key, entry);
  cachedBytes += entry.output.length;
  while (cachedBytes > CACHE_LIMIT_BYTES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cachedBytes -= cache.get(oldest)?.output.length ?? 0;
    cache.delete(oldest);
  }
}

function brotliParams(quality: number, body: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** Bodies waiting for (or in) their best-quality pass at most; beyond it a body keeps its fast one. */
export const MAX_PENDING_UPGRADES = 8;

/** The recompression queue's tail: one at a time, so the thread pool stays free for file reads. */
let queue: Promise<void> = Promise.resolve();

/** Queues the best-quality pass for a cached body; null when the queue is full. */
function upgrade(key: string, body: Buffer): Promise<void> | null {
  const running = upgrades.get(key);
  if (running) return running;
  if (upgrades.size >= MAX_PENDING_UPGRADES) return null;
  const done = queue.then(
    () =>
      new Promise<void>((resolve) => {
        brotliCompress(body, brotliParams(BEST_BROTLI_QUALITY, body), (error, output) => {
          upgrades.delete(key);
          // Evicted meanwhile, or failed: the fast result (if still cached) stays good.
          if (!error && cache.has(key)) store(key, { output, best: true });
          resolve();
        });
      }),
  );
  queue = done;
  upgrades.set(key, done);
  return done;
}

function cacheKey(body: Buffer, encoding: Encoding): string {
  return `${encoding}:${createHash("sha1").update(body).digest("base64")}`;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  const key = cacheKey(body, encoding);
  const hit = cache.get(key);
  if (hit) {
    store(key, hit);
    return hit.output;
  }
  const output =
    encoding === "br"
      ? brotliCompressSync(body, brotliParams(FAST_BROTLI_QUALITY, body))
      : gzipSync(body, { level: 6 });
  // gzip at its best level saves too little over 6 to be worth a second pass.
  store(key, { output, best: encoding === "gzip" });
  return output;
}

/**
 * For a body the caller knows will be served again (a page kept for replay, an immutable
 * asset): its best-quality brotli, computed off the event loop after compress(body, "br") gave
 * the fast one, and served by compress() from then on. Null if the body has left the cache
 * meanwhile, or if the queue is full (a later request may try again).
 */
export async function bestBrotli(body: Buffer): Promise<Buffer | null> {
  const key = cacheKey(body, "br");
  const entry = cache.get(key);
  if (!entry) return null;
  if (!entry.best) {
    const pending = upgrade(key, body);
    if (!pending) return null;
    await pending;
  }
  const upgraded = cache.get(key);
  return upgraded?.best ? upgraded.output : null;
}

/** Resolves when every best-quality recompression under way has finished (for tests). */
export async function settleCompression(): Promise<void> {
  await Promise.all(upgrades.values());
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
