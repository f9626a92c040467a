import "server-only";
import { EMPTY_POST_FORM, type PostFormValues } from "@/lib/blog/post-form";
import type { Post } from "@/lib/blog/post";
import { requireAdmin } from "@/server/auth/session";
import { getPost, listPostSummaries } from "@/server/blog/posts";
import { getDb } from "@/server/db/database";

/** Posts per page of the admin list. */
const ADMIN_POSTS_PER_PAGE = 20;

/*
 * The admin's data access: every read checks the session first (requireAdmin), so no caller
 * can forget to, and returns only what the dashboard shows.
 */

export async function loadAdminPostList(page: number) {
  await requireAdmin();
  return listPostSummaries(await getDb(), { page, pageSize: ADMIN_POSTS_PER_PAGE });
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

export async function loadEditablePost(id: string): Promise<EditablePost | undefined> {
  await requireAdmin();
  const post = await getPost(await getDb(), id, { visibility: "all" });
  return post && { id: post.id, version: post.updatedAt, values: toFormValues(post) };
}
