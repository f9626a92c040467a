import "server-only";
import { recordAuditEntry } from "@/server/audit/audit-log";
import type { Db } from "@/server/db/connect";
import { publishDuePosts } from "./posts";

/**
 * Publishes the scheduled posts that are due, each exactly once however many runners try at
 * the same moment (publishDuePosts: one statement decides), then writes one audit entry per
 * post it published. Not one transaction: on SQLite a transaction held across awaits would
 * block every other connection of the process. The caller refreshes the blog's caches when the
 * list is not empty (docs/decisions/0025).
 */
export async function publishScheduledPosts(db: Db, now: Date = new Date()) {
  const published = await publishDuePosts(db, now);
  for (const post of published) {
    await recordAuditEntry(
      db,
      { kind: "post.published", subject: `${post.title} (${post.id})`, detail: "as scheduled" },
      now,
    );
  }
  return published;
}
