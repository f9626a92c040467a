import "server-only";
import { type Selectable, sql } from "kysely";
import { generateId } from "@/lib/ids";
import { type PostInput, postInputSchema, type ValidPostInput } from "@/lib/blog/post-input";
import type { Post, PostPage, PostStatus, PostSummary } from "@/lib/blog/post";
import { readTimeValue } from "@/lib/blog/read-time";
import { type PageInfo, pageCount, pageWindow } from "@/lib/paging";
import type { Db } from "@/server/db/connect";
import type { PostsTable } from "@/server/db/schema";
import { toBoolean, toIso, toIsoOrNull, toStringList } from "@/server/db/columns";
import { sanitizePostHtml } from "./sanitize";

/*
 * The posts repository: the only code that reads or writes the posts table. Public callers get
 * published posts only; the admin asks for drafts explicitly with visibility "all".
 */

export type Visibility = "published" | "all";
type WriteOptions = { now?: Date };

function toPost(row: Selectable<PostsTable>): Post {
  return {
    ...row,
    tags: toStringList(row.tags),
    aiEnhanced: toBoolean(row.aiEnhanced),
    publishedAt: toIsoOrNull(row.publishedAt),
    publishAt: toIsoOrNull(row.publishAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

function postsQuery(db: Db, visibility: Visibility) {
  const query = db.selectFrom("posts").selectAll();
  return visibility === "published" ? query.where("status", "=", "published") : query;
}

/**
 * Columns written from validated input: content sanitised, read time filled in when empty. A
 * post to be published at a later time is stored as a draft with that time (scheduled): the
 * jobs runner publishes it then (publishDuePosts), and until then no public query sees it.
 */
function writableColumns(input: ValidPostInput, now: Date) {
  const content = sanitizePostHtml(input.content);
  const scheduled =
    input.status === "published" &&
    input.publishAt !== null &&
    input.publishAt.getTime() > now.getTime();
  return {
    title: input.title,
    content,
    category: input.category,
    imageUrl: input.imageUrl,
    author: input.author,
    excerpt: input.excerpt,
    tags: JSON.stringify(input.tags),
    readTime: input.readTime ?? readTimeValue(content),
    aiEnhanced: input.aiEnhanced,
    aiBadge: input.aiBadge,
    status: scheduled ? ("draft" as const) : input.status,
    publishAt: scheduled ? input.publishAt : null,
  };
}

/** One page of posts, newest first (by publication, never-published last, then creation). */
export async function listPosts(
  db: Db,
  options: { page?: number; pageSize: number; visibility?: Visibility },
): Promise<PostPage> {
  const visibility = options.visibility ?? "published";
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const [rows, count] = await Promise.all([
    postsQuery(db, visibility)
      .orderBy("publishedAt", (order) => order.desc().nullsLast())
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll().as("total"))
      .$if(visibility === "published", (query) => query.where("status", "=", "published"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    posts: rows.map(toPost),
    page,
    pageSize,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

export async function getPost(
  db: Db,
  id: string,
  options: { visibility?: Visibility } = {},
): Promise<Post | undefined> {
  const row = await postsQuery(db, options.visibility ?? "published")
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toPost(row);
}

/** Up to `limit` published posts other than `excludeId`, in random order, chosen by the database. */
export async function pickOtherPosts(db: Db, excludeId: string, limit: number): Promise<Post[]> {
  const rows = await postsQuery(db, "published")
    .where("id", "<>", excludeId)
    .orderBy(sql`random()`)
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/** Published posts' ids and dates, newest first, for the sitemap. */
export async function listPublishedPostDates(db: Db) {
  const rows = await db
    .selectFrom("posts")
    .select(["id", "publishedAt", "updatedAt"])
    .where("status", "=", "published")
    .orderBy("publishedAt", (order) => order.desc().nullsLast())
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publishedAt: toIsoOrNull(row.publishedAt),
    updatedAt: toIso(row.updatedAt),
  }));
}

export async function countPosts(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Validates (throws a ZodError on bad input), sanitises and stores a new post. */
export async function createPost(
  db: Db,
  input: PostInput,
  options: WriteOptions = {},
): Promise<Post> {
  const valid = postInputSchema.parse(input);
  const now = options.now ?? new Date();
  const columns = writableColumns(valid, now);
  const row = await db
    .insertInto("posts")
    .values({
      id: generateId(),
      ...columns,
      publishedAt: columns.status === "published" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPost(row);
}

/**
 * Stores a post moved in from elsewhere under its own id and dates, published at its creation
 * (validated and sanitised as any write). False, and nothing changed, when the id is taken.
 */
export async function importPost(
  db: Db,
  id: string,
  input: PostInput,
  dates: { createdAt: Date; updatedAt: Date },
): Promise<boolean> {
  const valid = postInputSchema.parse(input);
  const columns = writableColumns(valid, dates.createdAt);
  const result = await db
    .insertInto("posts")
    .values({
      id,
      ...columns,
      publishedAt: columns.status === "published" ? dates.createdAt : null,
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Replaces a post's fields; undefined when there is no such post (or, given
 * `expectedUpdatedAt`, when it has changed since: the update is conditional, in one statement). A post keeps the date it was
 * first published, so taking it offline and back does not move it to the top of the list.
 */
export async function updatePost(
  db: Db,
  id: string,
  input: PostInput,
  options: WriteOptions & { expectedUpdatedAt?: string } = {},
): Promise<Post | undefined> {
  const valid = postInputSchema.parse(input);
  const now = options.now ?? new Date();
  const columns = writableColumns(valid, now);
  const row = await db
    .updateTable("posts")
    .set((eb) => ({
      ...columns,
      ...(columns.status === "published"
        ? { publishedAt: eb.fn.coalesce("publishedAt", eb.val(now)).$castTo<Date | null>() }
        : {}),
      updatedAt: now,
    }))
    .where("id", "=", id)
    .$if(options.expectedUpdatedAt !== undefined, (query) =>
      query.where("updatedAt", "=", new Date(options.expectedUpdatedAt ?? "")),
    )
    .returningAll()
    .executeTakeFirst();
  return row && toPost(row);
}

/** Whether a post was deleted. */
export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type CheckedUpdate =
  { status: "updated"; post: Post } | { status: "stale"; post: Post } | { status: "missing" };

/**
 * Updates a post only if it is still the version the editor loaded (its updatedAt), so an
 * edit made from a stale form is refused instead of silently overwriting a newer one.
 */
export async function updatePostIfUnchanged(
  db: Db,
  id: string,
  expectedUpdatedAt: string,
  input: PostInput,
  options: WriteOptions = {},
): Promise<CheckedUpdate> {
  const updated = await updatePost(db, id, input, { ...options, expectedUpdatedAt });
  if (updated) return { status: "updated", post: updated };
  const current = await getPost(db, id, { visibility: "all" });
  return current ? { status: "stale", post: current } : { status: "missing" };
}

/** How the admin's list may be narrowed and ordered (see src/lib/blog/admin-post-query.ts). */
export type PostSummaryOptions = {
  page?: number;
  pageSize: number;
  /** Part of the title, any case. */
  titleContains?: string;
  status?: PostStatus;
  category?: string;
  sort?: "newest" | "oldest" | "updated" | "title";
};

/** `%` and `_` in a search are the characters themselves, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/** The admin's list: every post, drafts included, without their content; newest first. */
export async function listPostSummaries(
  db: Db,
  options: PostSummaryOptions,
): Promise<PageInfo & { posts: PostSummary[] }> {
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const { titleContains, status, category, sort = "newest" } = options;
  let filtered = db.selectFrom("posts");
  if (titleContains) {
    const pattern = sql<string>`${likePattern(titleContains)} escape '\\'`;
    filtered = filtered.where(sql<string>`lower(title)`, "like", pattern);
  }
  if (status) filtered = filtered.where("status", "=", status);
  if (category) filtered = filtered.where("category", "=", category);
  const ordered = filtered.select([
    "id",
    "title",
    "category",
    "status",
    "aiEnhanced",
    "aiBadge",
    "publishAt",
    "createdAt",
    "updatedAt",
  ]);
  const sorted =
    sort === "oldest"
      ? ordered.orderBy("createdAt", "asc")
      : sort === "updated"
        ? ordered.orderBy("updatedAt", "desc")
        : sort === "title"
          ? ordered.orderBy(sql`lower(title)`, "asc")
          : ordered.orderBy("createdAt", "desc");
  const [rows, count] = await Promise.all([
    sorted.orderBy("id").limit(pageSize).offset(offset).execute(),
    filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    posts: rows.map((row) => ({
      ...row,
      aiEnhanced: toBoolean(row.aiEnhanced),
      publishAt: toIsoOrNull(row.publishAt),
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    })),
    page,
    pageSize,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

/** Every category in use, alphabetically: the admin list's category filter. */
export async function listPostCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("posts")
    .select("category")
    .distinct()
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}

/**
 * Publishes every scheduled post whose time has come, in one statement, and returns them. The
 * statement is its own lock: of several runners at once (instances sharing the database, or
 * `npm run jobs`), each post is returned to exactly one, since a row another runner published
 * no longer matches `status = 'draft'` (PostgreSQL re-checks it after waiting for the row;
 * SQLite runs one writer at a time). A post keeps the date it was first published, if it was.
 */
export async function publishDuePosts(
  db: Db,
  now: Date = new Date(),
): Promise<Array<{ id: string; title: string; publishedAt: string }>> {
  const rows = await db
    .updateTable("posts")
    .set((eb) => ({
      status: "published",
      publishedAt: eb.fn.coalesce("publishedAt", "publishAt").$castTo<Date | null>(),
      publishAt: null,
      updatedAt: now,
    }))
    .where("status", "=", "draft")
    .where("publishAt", "<=", now)
    .returning(["id", "title", "publishedAt"])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    publishedAt: toIso(row.publishedAt ?? now),
  }));
}
