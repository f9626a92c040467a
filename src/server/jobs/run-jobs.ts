import "server-only";
import { purgeExpiredAuditEntries } from "@/server/audit/retention";
import { publishScheduledPosts } from "@/server/blog/scheduled-posts";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";

/**
 * Publishes what is due and records the blog's invalidation for the servers that follow the
 * table (all but `origin`; docs/decisions/0023). The route, in a request, passes its server's
 * id and expires that server's caches itself (revalidateBlog); `npm run jobs` and a round that
 * could not reach the route pass none, so every server refreshes.
 */
export async function publishDue(now: Date = new Date(), origin: string | null = null) {
  const published = await publishScheduledPosts(await getDb(), now, origin);
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
