import "server-only";
import { purgeExpiredAuditEntries } from "@/server/audit/retention";
import { publishScheduledPosts } from "@/server/blog/scheduled-posts";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";

/**
 * Publishes what is due and records the blog's invalidation, which every server process's
 * cache handler applies within a second (docs/decisions/0030).
 */
export async function publishDue(now: Date = new Date()) {
  const published = await publishScheduledPosts(await getDb(), now);
  if (published.length > 0) {
    log.info({ posts: published.map((post) => post.id) }, "scheduled posts published");
  }
  return published;
}

/** Deletes audit entries past AUDIT_RETENTION_DAYS. */
export async function purgeAuditLog(now: Date = new Date()): Promise<number> {
  const purged = await purgeExpiredAuditEntries(await getDb(), {
    retentionDays: env.AUDIT_RETENTION_DAYS,
    now,
  });
  if (purged > 0) log.info({ purged }, "expired audit entries deleted");
  return purged;
}
