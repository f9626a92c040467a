import "server-only";
import type { Post } from "@/lib/blog/post";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import { audit } from "@/server/audit/audit";

/**
 * The audit entries of a save (docs/decisions/0025): created or updated, and published or
 * scheduled when the save did that. `before` is the post as it was, or null for a new one.
 */
export async function auditPostSave(before: Post | null, after: Post): Promise<void> {
  const subject = `${after.title} (${after.id})`;
  await audit({ kind: before ? "post.updated" : "post.created", subject });
  if (after.status === "published" && before?.status !== "published") {
    await audit({ kind: "post.published", subject });
  } else if (after.publishAt && after.publishAt !== before?.publishAt) {
    await audit({
      kind: "post.scheduled",
      subject,
      detail: `for ${formatScheduleTime(after.publishAt)}`,
    });
  }
}

export async function auditPostDeleted(id: string, title: string | null): Promise<void> {
  await audit({ kind: "post.deleted", subject: title ? `${title} (${id})` : id });
}

/** A revision brought back (docs/decisions/0027): which one, by its number and time. */
export async function auditPostRestored(
  post: Post,
  revision: { number: number; createdAt: string },
): Promise<void> {
  await audit({
    kind: "post.restored",
    subject: `${post.title} (${post.id})`,
    detail: `revision ${revision.number} of ${formatScheduleTime(revision.createdAt)}`,
  });
}
