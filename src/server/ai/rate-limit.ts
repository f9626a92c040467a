import { createHash } from "node:crypto";
import type { Db } from "@/server/db/connect";

/** The window of AI_RATE_LIMIT_PER_HOUR. */
export const AI_RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one AI request for a session and says whether it is within the limit. The counter lives
 * in the database (several instances share it) and is bumped in one atomic upsert, so concurrent
 * requests cannot slip past it. Fixed windows: at most twice the limit across a boundary.
 */
export async function takeAiRequest(
  db: Db,
  sessionId: string,
  limit: number,
  now = new Date(),
): Promise<RateDecision> {
  const windowMs = AI_RATE_LIMIT_WINDOW_MS;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const sessionKey = createHash("sha256").update(sessionId).digest("hex");
  await db.deleteFrom("aiRateLimits").where("windowStart", "<", windowStart).execute();
  const row = await db
    .insertInto("aiRateLimits")
    .values({ windowStart, sessionKey, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["windowStart", "sessionKey"])
        .doUpdateSet((eb) => ({ count: eb("aiRateLimits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  if (row.count <= limit) return { allowed: true };
  const windowEnd = windowStart.getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
}
