import "server-only";
import { toDate } from "@/server/db/columns";
import type { Db } from "@/server/db/connect";

/*
 * Fixed-window counters in the database (so every instance shares them). A window opens with
 * a bucket's first hit and lasts `windowMs`; a hit after it has closed opens a new one. Each
 * hit is one atomic upsert, so concurrent requests can never both see room for one more.
 */

export type BucketState = { hits: number; resetAt: Date };

/** Counts one hit in `bucket` and returns the window's count including it. */
export async function hitBucket(
  db: Db,
  bucket: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<BucketState> {
  const expired = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto("rateLimitBuckets")
    .values({ bucket, windowStartedAt: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("bucket").doUpdateSet((eb) => {
        const closed = eb("rateLimitBuckets.windowStartedAt", "<=", expired);
        return {
          hits: eb
            .case()
            .when(closed)
            .then(1)
            .else(eb("rateLimitBuckets.hits", "+", 1))
            .end(),
          windowStartedAt: eb
            .case()
            .when(closed)
            .then(eb.val(now))
            .else(eb.ref("rateLimitBuckets.windowStartedAt"))
            .end(),
        };
      }),
    )
    .returning(["hits", "windowStartedAt"])
    .executeTakeFirstOrThrow();
  return {
    hits: Number(row.hits),
    resetAt: new Date(toDate(row.windowStartedAt).getTime() + windowMs),
  };
}

/** Takes back one hit (e.g. an attempt that turned out to be legitimate). */
export async function unhitBucket(db: Db, bucket: string): Promise<void> {
  await db
    .updateTable("rateLimitBuckets")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("bucket", "=", bucket)
    .where("hits", ">", 0)
    .execute();
}

export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom("rateLimitBuckets").where("bucket", "=", bucket).execute();
}

/** Drops every bucket under `prefix`, open or closed; returns how many. */
export async function clearBuckets(db: Db, prefix: string): Promise<number> {
  const result = await db
    .deleteFrom("rateLimitBuckets")
    .where("bucket", "like", `${prefix}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Drops the buckets under `prefix` whose window has closed (a closed window counts nothing). */
export async function purgeClosedBuckets(
  db: Db,
  prefix: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<void> {
  await db
    .deleteFrom("rateLimitBuckets")
    .where("bucket", "like", `${prefix}%`)
    .where("windowStartedAt", "<=", new Date(now.getTime() - windowMs))
    .execute();
}
