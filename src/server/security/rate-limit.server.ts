import "server-only";
import type { Db } from "@/server/db/connect";

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterMs: number };

function toMs(value: Date | string): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`. One
 * statement (an upsert that starts a new window once the old one is over), so concurrent hits
 * from several instances are all counted.
 */
export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const windowOver = new Date(now.getTime() - options.windowMs);
  const row = await db
    .insertInto("rateLimits")
    .values({ key: options.key, windowStartedAt: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => {
        const expired = eb("rateLimits.windowStartedAt", "<=", windowOver);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb("rateLimits.hits", "+", 1))
            .end(),
          windowStartedAt: eb
            .case()
            .when(expired)
            .then(now)
            .else(eb.ref("rateLimits.windowStartedAt"))
            .end(),
        };
      }),
    )
    .returning(["hits", "windowStartedAt"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return {
    allowed: hits <= options.limit,
    hits,
    retryAfterMs: Math.max(0, toMs(row.windowStartedAt) + options.windowMs - now.getTime()),
  };
}

/** Deletes the counters under `prefix` whose window started before `before`. */
export async function purgeRateLimits(db: Db, prefix: string, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("rateLimits")
    .where("key", "like", `${prefix}%`)
    .where("windowStartedAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
