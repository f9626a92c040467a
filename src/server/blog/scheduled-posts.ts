import "server-only";
import { recordAuditEntry } from "@/server/audit/audit-log";
import { writeRecordingInvalidation } from "@/server/cache/invalidations";
import type { Db } from "@/server/db/connect";
import { BLOG_INVALIDATION } from "./blog-invalidation";
import { publishDuePosts } from "./posts";

/**
 * Publishes the scheduled posts that are due, each exactly once however many runners try at
 * the same moment (publishDuePosts: one statement decides), and, in the same transaction,
 * records the blog's invalidation for every instance following the table whose `origin` is
 * not this one (docs/decisions/0023): null from `npm run jobs` or a round that could not reach
 * its server's route, so every server refreshes, that one included. Then one audit entry per
 * post it published, outside the transaction (on SQLite a transaction held across awaits
 * would block every other connection of the process). A caller inside a server's request
 * expires that server's own caches when the list is not empty (docs/decisions/0025).
 */
export async function publishScheduledPosts(
  db: Db,
  now: Date = new Date(),
  origin: string | null = null,
) {
  const published = await writeRecordingInvalidation(
    db,
    BLOG_INVALIDATION,
    origin,
    (trx) => publishDuePosts(trx, now),
    (posts) => posts.length > 0,
  );
  for (const post of published) {
    await recordAuditEntry(
      db,
      { kind: "post.published", subject: `${post.title} (${post.id})`, detail: "as scheduled" },
      now,
    );
  }
  return published;
}
