import "server-only";
import type { Db } from "@/server/db/connect";
import { purgeClosedBuckets } from "@/server/auth/rate-limit";
import { CONTACT_RATE_SCOPE } from "./accept-inquiry";
import { purgeInquiries } from "./inquiries";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what the privacy page promises not to keep: inquiries older than the retention
 * period (with their delivery records) and contact-form counters whose window is over.
 */
export async function purgeExpired(
  db: Db,
  options: { retentionDays: number; rateWindowMs: number; now?: Date },
): Promise<{ inquiries: number }> {
  const now = options.now ?? new Date();
  const [inquiries] = await Promise.all([
    purgeInquiries(db, new Date(now.getTime() - options.retentionDays * DAY_MS)),
    purgeClosedBuckets(db, CONTACT_RATE_SCOPE, options.rateWindowMs, now),
  ]);
  return { inquiries };
}
