import "server-only";
import { sql } from "kysely";
import type { Db } from "@/server/db/connect";
import { isPostgres } from "@/server/db/connect";

/*
 * Cache invalidations shared by every instance (docs/decisions/0030). A write that expires
 * cached pages records the cache tags it expired in cache_invalidations, in its own
 * transaction, and on PostgreSQL notifies CACHE_INVALIDATION_CHANNEL. The cache handler of every
 * server process follows the table (InvalidationFollower): woken by the notification, and
 * polling every CACHE_INVALIDATION_POLL_MS anyway (a lost connection, SQLite shared by several
 * processes), it applies each row it has not seen, once.
 */

/** The PostgreSQL channel a recorded invalidation is announced on; the payload is its id. */
export const CACHE_INVALIDATION_CHANNEL = "kursi_cache_invalidations";
/** How often every instance reads the table, whatever the notifications say. */
export const CACHE_INVALIDATION_POLL_MS = 1_000;
/** Rows older than this are deleted by the next write: every instance has read them long ago. */
export const CACHE_INVALIDATION_RETENTION_MS = 60 * 60 * 1000;
/**
 * Ids are read again this far behind the newest one seen: a PostgreSQL sequence hands out ids
 * before the rows commit, so a row may become visible after one with a higher id.
 */
export const CACHE_INVALIDATION_LOOKBACK_IDS = 100;

export type CacheInvalidation = {
  /** Next.js cache tags to expire (revalidateTag); EVERY_TAG for all of them. */
  tags: string[];
};

/** Expires every cached page and read: a restore replaces the whole site's content. */
export const EVERY_TAG = "*";

export type RecordedInvalidation = CacheInvalidation & { id: number; origin: string | null };

function jsonList(value: string[] | string): string[] {
  const list: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(String) : [];
}

/** Records an invalidation for the other instances (and prunes old ones); returns its id. */
export async function recordCacheInvalidation(
  db: Db,
  invalidation: CacheInvalidation,
  origin: string | null,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto("cacheInvalidations")
    .values({
      tags: JSON.stringify(invalidation.tags),
      origin,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (isPostgres(db)) {
    await sql`select pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${String(id)})`.execute(db);
  }
  await db
    .deleteFrom("cacheInvalidations")
    .where("createdAt", "<", new Date(now.getTime() - CACHE_INVALIDATION_RETENTION_MS))
    .execute();
  return id;
}

/**
 * Runs a write and records the invalidation it causes in one transaction, so both commit or
 * neither does: no instance can die between the write and the record and leave the others
 * stale (docs/decisions/0030). On PostgreSQL the notification goes out at the commit. `changed`
 * tells from the write's result whether it changed anything; if not, nothing is recorded.
 * Keep the write to database statements: on SQLite the transaction holds the connection.
 */
export async function writeRecordingInvalidation<T>(
  db: Db,
  invalidation: CacheInvalidation,
  origin: string | null,
  write: (trx: Db) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    if (changed(result)) await recordCacheInvalidation(trx, invalidation, origin);
    return result;
  });
}

/** The newest id recorded so far, 0 for none. */
export async function latestInvalidationId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("cacheInvalidations")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Invalidations with an id above `afterId`, oldest first. */
export async function invalidationsAfter(db: Db, afterId: number): Promise<RecordedInvalidation[]> {
  const rows = await db
    .selectFrom("cacheInvalidations")
    .select(["id", "tags", "origin"])
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    tags: jsonList(row.tags),
    origin: row.origin,
  }));
}

export type FollowerOptions = {
  db: () => Promise<Db>;
  /** This process's id: its own invalidations were applied when it made them. */
  origin: string;
  /** Applies one invalidation to this process's caches. */
  apply: (invalidation: CacheInvalidation) => Promise<void>;
  /**
   * Called once the database has first answered: what was cached before then may predate a
   * record the follower will never read (it starts from the newest).
   */
  onFollowing?: () => void;
  onError: (error: unknown) => void;
  pollMs?: number;
};

/**
 * Follows the table from the newest row at start (a starting instance has cold caches) and
 * applies every later row from another instance exactly once, in id order.
 */
export class InvalidationFollower {
  readonly #options: FollowerOptions;
  /** Ids applied or skipped, within the lookback window. */
  readonly #seen = new Set<number>();
  /**
   * The newest id when this process started: older rows concern caches it never had. Null until
   * the database has answered once (it may be down when the process starts).
   */
  #startId: number | null = null;
  /** The newest id applied. */
  #cursor = 0;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(options: FollowerOptions) {
    this.#options = options;
  }

  /** Starts polling; a database that cannot be reached now is tried again at each poll. */
  async start(): Promise<void> {
    const timer = setInterval(
      () => void this.poll(),
      this.#options.pollMs ?? CACHE_INVALIDATION_POLL_MS,
    );
    timer.unref();
    this.#timer = timer;
    await this.poll();
  }

  /** Stops polling; resolves once a read under way has finished, so its connection may close. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Reads and applies what is new; a call while one runs makes it read once more after. */
  poll(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.#readOnce();
        } catch (error) {
          this.#options.onError(error);
        }
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #readOnce(): Promise<void> {
    const db = await this.#options.db();
    if (this.#startId === null) {
      this.#startId = await latestInvalidationId(db);
      this.#cursor = this.#startId;
      this.#options.onFollowing?.();
      return;
    }
    const from = Math.max(this.#startId, this.#cursor - CACHE_INVALIDATION_LOOKBACK_IDS);
    for (const row of await invalidationsAfter(db, from)) {
      if (this.#seen.has(row.id)) continue;
      if (row.origin !== this.#options.origin) {
        await this.#options.apply({ tags: row.tags });
      }
      this.#seen.add(row.id);
      this.#cursor = Math.max(this.#cursor, row.id);
    }
    for (const id of this.#seen) {
      if (id <= this.#cursor - CACHE_INVALIDATION_LOOKBACK_IDS) this.#seen.delete(id);
    }
  }
}
