import "server-only";
import type { Db } from "@/server/db/connect";
import { purgeRateLimits } from "@/server/security/rate-limit.server";
import { CONTACT_RATE_SCOPE } from "./accept-inquiry.server";
import { purgeInquiries } from "./inquiries.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what the privacy page promises not to keep: inquiries older than the retention
 * period (with their delivery records) and contact-form counters whose window is over.
 */
export async function purgeExpired(
  db: Db,
  options: { retentionDays: number; rateWindowMs: number; now?: Date },
): Promise<{ inquiries: number; rateLimits: number }> {
  const now = (options.now ?? new Date()).getTime();
  const [inquiries, rateLimits] = await Promise.all([
    purgeInquiries(db, new Date(now - options.retentionDays * DAY_MS)),
    purgeRateLimits(db, CONTACT_RATE_SCOPE, new Date(now - options.rateWindowMs)),
  ]);
  return { inquiries, rateLimits };
}
