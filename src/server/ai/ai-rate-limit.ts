import "server-only";
import { hitBucket, purgeClosedBuckets } from "@/server/auth/rate-limit";
import type { Db } from "@/server/db/connect";

/** The window of AI_RATE_LIMIT_PER_HOUR. */
export const AI_RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;
const BUCKET_PREFIX = "ai:";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one AI request for an admin session (by its token hash) in the shared database
 * counters, and says whether it is within the hourly limit.
 */
export async function takeAiRequest(
  db: Db,
  sessionTokenHash: string,
  limit: number,
  now: Date = new Date(),
): Promise<RateDecision> {
  await purgeClosedBuckets(db, BUCKET_PREFIX, AI_RATE_LIMIT_WINDOW_MS, now);
  const bucket = `${BUCKET_PREFIX}${sessionTokenHash}`;
  const { hits, resetAt } = await hitBucket(db, bucket, AI_RATE_LIMIT_WINDOW_MS, now);
  if (hits <= limit) return { allowed: true };
  const retryAfterSeconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}
