import "server-only";
import type { AdminPostQuery } from "@/lib/blog/admin-post-query";
import { EMPTY_POST_FORM, type PostFormValues } from "@/lib/blog/post-form";
import type { Post } from "@/lib/blog/post";
import { requireAdmin } from "@/server/auth/session";
import { getPost, listPostCategories, listPostSummaries } from "@/server/blog/posts";
import { getDb } from "@/server/db/database";

/** Posts per page of the admin list. */
export const ADMIN_POSTS_PER_PAGE = 20;

/*
 * The admin's data access: every read checks the session first (requireAdmin), so no caller
 * can forget to, and returns only what the admin's screens show.
 */

/** One page of the admin's list as `query` asks for it, with the categories to filter by. */
export async function loadAdminPostList(query: AdminPostQuery) {
  await requireAdmin();
  const db = await getDb();
  const [list, categories] = await Promise.all([
    listPostSummaries(db, {
      page: query.page,
      pageSize: ADMIN_POSTS_PER_PAGE,
      sort: query.sort,
      ...(query.q ? { titleContains: query.q } : {}),
      ...(query.status !== "all" ? { status: query.status } : {}),
      ...(query.category ? { category: query.category } : {}),
    }),
    listPostCategories(db),
  ]);
  return { ...list, categories };
}

export type EditablePost = { id: string; version: string; values: PostFormValues };

function toFormValues(post: Post): PostFormValues {
  return {
    ...EMPTY_POST_FORM,
    title: post.title,
    category: post.category,
    content: post.content,
    author: post.author ?? "",
    excerpt: post.excerpt ?? "",
    imageUrl: post.imageUrl ?? "",
    readTime: post.readTime ?? "",
    tags: post.tags.join(", "),
    // A scheduled post is one to publish, at its time.
    status: post.publishAt ? "published" : post.status,
    publishAt: post.publishAt ?? "",
    aiEnhanced: post.aiEnhanced,
    aiBadge: post.aiBadge ?? "",
  };
}

/** A post in the form's shape, with the version a save from it must still match. */
export function toEditablePost(post: Post): EditablePost {
  return { id: post.id, version: post.updatedAt, values: toFormValues(post) };
}

export async function loadEditablePost(id: string): Promise<EditablePost | undefined> {
  await requireAdmin();
  const post = await getPost(await getDb(), id, { visibility: "all" });
  return post && toEditablePost(post);
}

/** What the delete confirmation names: the post's id and title. */
export async function loadPostToDelete(id: string) {
  await requireAdmin();
  const post = await getPost(await getDb(), id, { visibility: "all" });
  return post && { id: post.id, title: post.title };
}
