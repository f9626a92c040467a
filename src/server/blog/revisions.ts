import "server-only";
import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import { generateId } from "@/lib/ids";
import type { Post } from "@/lib/blog/post";
import type { PostInput } from "@/lib/blog/post-input";
import {
  POST_REVISIONS_KEPT_DEFAULT,
  type Revision,
  type RevisionOrigin,
  type RevisionSummary,
  revisionOriginClaimSchema,
} from "@/lib/blog/revision";
import type { Db } from "@/server/db/connect";
import type { PostRevisionsTable } from "@/server/db/schema";
import { toBoolean, toIso, toIsoOrNull, toStringList } from "@/server/db/columns";
import { type CheckedUpdate, createPost, getPost, updatePostIfUnchanged } from "./posts";

/*
 * Post revisions (docs/decisions/0027): the only code that reads or writes post_revisions.
 * Every save goes through here, so the post and its revision are written in one transaction,
 * and the oldest revisions beyond the limit are deleted in it too.
 */

/** Where a save's text came from, as stored: checked, never the editor's word alone. */
export type RevisionMeta = {
  origin: RevisionOrigin;
  aiProvider: string | null;
  aiModel: string | null;
  /** A short, non-secret name for the session (sessionRef), never its token or token hash. */
  sessionRef: string | null;
};

type SaveOptions = { now?: Date; keep?: number };

/**
 * A stable, non-secret name for an admin session: a truncated SHA-256 of its token hash under a
 * label of its own, so it neither reveals the token nor works as a key to the sessions table.
 */
export function sessionRef(tokenHash: string): string {
  return createHash("sha256").update(`post-revision:${tokenHash}`).digest("hex").slice(0, 12);
}

/** The AI provider the server is configured with (null: the assistant is off). */
export type ConfiguredAi = { name: string; model: string } | null;

/**
 * The editor's claim about a save's origin, checked: anything malformed, or naming a provider
 * or model other than the configured one, is refused (null). No claim at all means typed.
 */
export function checkOriginClaim(
  claim: unknown,
  configured: ConfiguredAi,
): Pick<RevisionMeta, "origin" | "aiProvider" | "aiModel"> | null {
  if (claim === undefined || claim === null) {
    return { origin: "typed", aiProvider: null, aiModel: null };
  }
  const parsed = revisionOriginClaimSchema.safeParse(claim);
  if (!parsed.success) return null;
  if (parsed.data.kind === "typed") return { origin: "typed", aiProvider: null, aiModel: null };
  if (!configured) return null;
  if (parsed.data.provider !== configured.name || parsed.data.model !== configured.model) {
    return null;
  }
  return { origin: parsed.data.kind, aiProvider: configured.name, aiModel: configured.model };
}

function toSummary(row: Selectable<PostRevisionsTable>): RevisionSummary {
  return {
    id: row.id,
    number: Number(row.number),
    createdAt: toIso(row.createdAt),
    origin: row.origin,
    aiProvider: row.aiProvider,
    aiModel: row.aiModel,
    restoredFrom: toIsoOrNull(row.restoredFrom),
    sessionRef: row.sessionRef,
  };
}

function toRevision(row: Selectable<PostRevisionsTable>): Revision {
  return {
    ...toSummary(row),
    postId: row.postId,
    title: row.title,
    content: row.content,
    category: row.category,
    imageUrl: row.imageUrl,
    author: row.author,
    excerpt: row.excerpt,
    tags: toStringList(row.tags),
    readTime: row.readTime,
    aiEnhanced: toBoolean(row.aiEnhanced),
    aiBadge: row.aiBadge,
    status: row.status,
  };
}

/** Stores the post as saved (already sanitised) and deletes the revisions beyond `keep`. */
async function recordRevision(
  db: Db,
  post: Post,
  meta: RevisionMeta & { restoredFrom?: Date | null },
  keep: number,
): Promise<void> {
  const last = await db
    .selectFrom("postRevisions")
    .select((eb) => eb.fn.max("number").as("number"))
    .where("postId", "=", post.id)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await db
    .insertInto("postRevisions")
    .values({
      id: generateId(),
      postId: post.id,
      number,
      title: post.title,
      content: post.content,
      category: post.category,
      imageUrl: post.imageUrl,
      author: post.author,
      excerpt: post.excerpt,
      tags: JSON.stringify(post.tags),
      readTime: post.readTime,
      aiEnhanced: post.aiEnhanced,
      aiBadge: post.aiBadge,
      status: post.status,
      origin: meta.origin,
      aiProvider: meta.aiProvider,
      aiModel: meta.aiModel,
      restoredFrom: meta.restoredFrom ?? null,
      sessionRef: meta.sessionRef,
      createdAt: new Date(post.updatedAt),
    })
    .execute();
  // Numbers only grow, so the newest `keep` are those above number - keep.
  await db
    .deleteFrom("postRevisions")
    .where("postId", "=", post.id)
    .where("number", "<=", number - keep)
    .execute();
}

/**
 * `work` in a transaction: `db`'s own when it is one already (a save inside writeBlog's, which
 * records the cache invalidation with it), otherwise a new one.
 */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Creates a post and its first revision. */
export async function createPostWithRevision(
  db: Db,
  input: PostInput,
  meta: RevisionMeta,
  options: SaveOptions = {},
): Promise<Post> {
  return inTransaction(db, async (trx) => {
    const post = await createPost(trx, input, { now: options.now });
    await recordRevision(trx, post, meta, options.keep ?? POST_REVISIONS_KEPT_DEFAULT);
    return post;
  });
}

/**
 * Updates a post if it is still the version the editor loaded (posts.ts's stale-save rule)
 * and keeps a revision of the result; a refused save keeps none.
 */
export async function updatePostWithRevision(
  db: Db,
  id: string,
  expectedUpdatedAt: string,
  input: PostInput,
  meta: RevisionMeta & { restoredFrom?: Date | null },
  options: SaveOptions = {},
): Promise<CheckedUpdate> {
  return inTransaction(db, async (trx) => {
    const result = await updatePostIfUnchanged(trx, id, expectedUpdatedAt, input, {
      now: options.now,
    });
    if (result.status === "updated") {
      await recordRevision(trx, result.post, meta, options.keep ?? POST_REVISIONS_KEPT_DEFAULT);
    }
    return result;
  });
}

/** A post's revisions, newest first, without their fields. */
export async function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("postRevisions")
    .selectAll()
    .where("postId", "=", postId)
    .orderBy("number", "desc")
    .execute();
  return rows.map(toSummary);
}

export async function getRevision(
  db: Db,
  postId: string,
  revisionId: string,
): Promise<Revision | undefined> {
  const row = await db
    .selectFrom("postRevisions")
    .selectAll()
    .where("postId", "=", postId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row && toRevision(row);
}

/** A revision's fields as a save's input (what the editor would send to bring it back). */
export function revisionInput(revision: Revision): PostInput {
  return {
    title: revision.title,
    content: revision.content,
    category: revision.category,
    imageUrl: revision.imageUrl ?? "",
    author: revision.author ?? "",
    excerpt: revision.excerpt ?? "",
    tags: revision.tags,
    readTime: revision.readTime ?? "",
    aiEnhanced: revision.aiEnhanced,
    aiBadge: revision.aiBadge ?? "",
    status: revision.status,
  };
}

export type RestoreResult =
  (CheckedUpdate & { revisionNumber: number; restoredFrom: string }) | { status: "no-revision" };

/**
 * Brings a revision's text back as a new save (itself a revision, origin "restored" with the
 * time of the one restored), under the same stale-save rule as any edit: `expectedUpdatedAt` is
 * the version the operator was looking at. The post's publication state (published, draft,
 * scheduled and its time) is the current one, not the revision's: restoring text never
 * publishes, unpublishes or unschedules a post (docs/decisions/0027).
 */
export async function restoreRevision(
  db: Db,
  postId: string,
  revisionId: string,
  expectedUpdatedAt: string,
  who: { sessionRef: string | null },
  options: SaveOptions = {},
): Promise<RestoreResult> {
  const revision = await getRevision(db, postId, revisionId);
  if (!revision) return { status: "no-revision" };
  const current = await getPost(db, postId, { visibility: "all" });
  const state: Pick<PostInput, "status" | "publishAt"> = !current
    ? {}
    : current.publishAt
      ? { status: "published", publishAt: current.publishAt }
      : { status: current.status, publishAt: null };
  const result = await updatePostWithRevision(
    db,
    postId,
    expectedUpdatedAt,
    { ...revisionInput(revision), ...state },
    {
      origin: "restored",
      aiProvider: null,
      aiModel: null,
      sessionRef: who.sessionRef,
      restoredFrom: new Date(revision.createdAt),
    },
    options,
  );
  return { ...result, revisionNumber: revision.number, restoredFrom: revision.createdAt };
}
