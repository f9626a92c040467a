import "server-only";
import { recordAuditEntry } from "@/server/audit/audit-log";
import { writeRecordingInvalidation } from "@/server/cache/invalidations";
import type { Db } from "@/server/db/connect";
import { BLOG_INVALIDATION } from "./blog-invalidation";
import { publishDuePosts } from "./posts";

/**
 * Publishes the scheduled posts that are due, each exactly once however many runners try at
 * the same moment (publishDuePosts: one statement decides), and, in the same transaction,
 * records the blog's invalidation for every server process (docs/decisions/0030): the record
 * names no process, so each one's cache handler applies it, the one running the round
 * included, within a second. Then one audit entry per post it published, outside the
 * transaction (on SQLite a transaction held across awaits would block every other connection
 * of the process).
 */
export async function publishScheduledPosts(db: Db, now: Date = new Date()) {
  const published = await writeRecordingInvalidation(
    db,
    BLOG_INVALIDATION,
    null,
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
