import "server-only";
import { LRUCache } from "lru-cache";
import { createDb, databaseConfig, type Db, dialectFor } from "@/server/db/connect";
import { parseEnv } from "@/server/env-schema";
import { CACHE_INVALIDATION_CHANNEL, InvalidationFollower } from "./invalidations";
import { listenForNotifications } from "./pg-listen";
import { serverProcessId } from "./process-id";
import { TagExpiry } from "./tag-expiry";

/*
 * Next.js's cache handler (next.config.ts `cacheHandler`, docs/decisions/0030): pages rendered
 * on demand (ISR) and `unstable_cache` reads, kept in this process's memory, expired by cache
 * tags that every process learns from the database. A write records its tags in its own
 * transaction (writeAndExpirePages, or writeRecordingInvalidation outside a request); this
 * handler reads the record within a second (at once on PostgreSQL, by LISTEN), so an expiry
 * made by any instance, job or script reaches every instance. Built by scripts/build-server.mjs
 * to dist/cache-handler.mjs, which Next.js loads with Node.js itself (not bundled).
 */

/** Memory for cached pages and reads per process; the least recently used go first. */
export const CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** While the database cannot be reached, its errors are logged once per this interval. */
const ERROR_REPORT_MS = 60_000;

type Value = { kind?: string; headers?: Record<string, unknown>; revalidate?: unknown } | null;
type Context = {
  kind?: string;
  tags?: string[];
  softTags?: string[];
  revalidate?: unknown;
  cacheControl?: unknown;
};

type Stored = {
  value: Value;
  lastModified: number;
  /**
   * When the render or read that made it began, on this process's monotonic clock (expiries
   * use the same, to the fraction of a millisecond): data older than an expiry is expired.
   */
  startedAt: number;
  /** The entry's own tags; null when it names none, so that any expiry reaches it. */
  tags: string[] | null;
  cacheControl: unknown;
  size: number;
};

/** A rough byte size of a cached value, whatever its shape. */
export function approximateSize(value: unknown, depth = 0): number {
  if (value === null || value === undefined) return 8;
  if (typeof value === "string") return value.length;
  if (typeof value !== "object") return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (depth > 4) return 64;
  const items = value instanceof Map ? [...value.entries()].flat() : Object.values(value);
  return items.reduce<number>((sum, item) => sum + approximateSize(item, depth + 1), 16);
}

/** The tags a page entry names in its metadata, besides those Next.js passes in `ctx`. */
function tagsOf(value: Value, context: Context | undefined): string[] | null {
  const header = value?.headers?.["x-next-cache-tags"];
  const tags = [
    ...(context?.tags ?? []),
    ...(typeof header === "string" ? header.split(",").filter(Boolean) : []),
  ];
  return tags.length > 0 || value?.kind === "FETCH" ? tags : null;
}

function revalidateSeconds(stored: Stored, context: Context | undefined): number | null {
  const control = stored.cacheControl as { revalidate?: unknown } | undefined;
  const seconds = context?.revalidate ?? stored.value?.revalidate ?? control?.revalidate;
  return typeof seconds === "number" ? seconds : null;
}

/** One per process: Next.js constructs a handler for every request. */
const entries = new LRUCache<string, Stored>({
  maxSize: CACHE_MAX_BYTES,
  sizeCalculation: (stored) => Math.max(1, stored.size),
});
const expiry = new TagExpiry();
/** For each key being rendered: when the first render still to store it began. */
const pendingSince = new Map<string, number>();
let following: { follower: InvalidationFollower; stop: () => Promise<void> } | null = null;

function markPending(key: string, now: number) {
  pendingSince.set(key, Math.min(pendingSince.get(key) ?? now, now));
}

/** Starts following the database's invalidations, once per process, outside `next build`. */
function follow(): InvalidationFollower | null {
  if (following || process.env.NEXT_PHASE === "phase-production-build") {
    return following?.follower ?? null;
  }
  const env = parseEnv(process.env);
  let db: Db | null = null;
  const connection = async () => (db ??= createDb(dialectFor(databaseConfig(env))));
  let reported = -Infinity;
  const report = (error: unknown) => {
    if (Date.now() - reported < ERROR_REPORT_MS) return;
    reported = Date.now();
    console.error("cache handler: invalidations not followed;", String(error));
  };
  const follower = new InvalidationFollower({
    db: connection,
    origin: serverProcessId(),
    apply: async ({ tags }) => expiry.expire(tags, performance.now()),
    onFollowing: () => expiry.expireAll(performance.now()),
    onError: report,
  });
  void follower.start();
  const stopListening = env.DATABASE_URL
    ? listenForNotifications({
        connectionString: env.DATABASE_URL,
        channel: CACHE_INVALIDATION_CHANNEL,
        onNotify: () => void follower.poll(),
        onError: report,
      })
    : async () => undefined;
  following = {
    follower,
    stop: async () => {
      await follower.stop();
      await stopListening();
      await db?.destroy();
    },
  };
  return follower;
}

/** Stops following the database (a server shutting down; a test): its connections close. */
export async function stopFollowing(): Promise<void> {
  const current = following;
  following = null;
  await current?.stop();
}

export default class CacheHandler {
  constructor() {
    follow();
  }

  async get(key: string, context?: Context) {
    const stored = entries.get(key);
    const tags = stored?.tags ? [...stored.tags, ...(context?.softTags ?? [])] : null;
    if (!stored || expiry.isExpired(tags, stored.startedAt)) {
      if (stored) entries.delete(key);
      markPending(key, performance.now());
      return null;
    }
    const seconds = revalidateSeconds(stored, context);
    // A stale entry is served once more while Next.js renders it again from now on.
    if (seconds !== null && stored.lastModified + seconds * 1000 <= Date.now()) {
      markPending(key, performance.now());
    }
    return {
      value: stored.value,
      lastModified: stored.lastModified,
      ...(stored.cacheControl ? { cacheControl: stored.cacheControl } : {}),
    };
  }

  async set(key: string, value: Value, context?: Context) {
    const startedAt = pendingSince.get(key) ?? performance.now();
    pendingSince.delete(key);
    if (value === null) {
      entries.delete(key);
      return;
    }
    entries.set(key, {
      value,
      lastModified: Date.now(),
      startedAt,
      tags: tagsOf(value, context),
      cacheControl: context?.cacheControl,
      size: key.length + approximateSize(value),
    });
  }

  /**
   * Called by Next.js for revalidateTag() in this process: the tags expire here at once, and the
   * record the write made in its transaction is read now (other processes read it by polling).
   */
  async revalidateTag(tags: string | string[]) {
    expiry.expire([tags].flat(), performance.now());
    await follow()?.poll();
  }

  resetRequestCache() {}
}
