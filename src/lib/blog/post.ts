import type { PageInfo } from "@/lib/paging";

/** A draft is visible only in the admin; a published post is public. */
export type PostStatus = "draft" | "published";

/** A blog post as the application uses it. Dates are ISO-8601 UTC strings. */
export type Post = {
  id: string;
  title: string;
  content: string;
  category: string;
  imageUrl: string | null;
  author: string | null;
  excerpt: string | null;
  tags: string[];
  readTime: string | null;
  aiEnhanced: boolean;
  aiBadge: string | null;
  status: PostStatus;
  publishedAt: string | null;
  /** A draft with this time is published by itself once it has passed (scheduled). */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The date a reader sees: when the post was published, else when it was written. */
export function displayDate(post: Pick<Post, "publishedAt" | "createdAt">): string {
  return post.publishedAt ?? post.createdAt;
}

/** A post as the admin's list shows it: without its content. */
export type PostSummary = Pick<
  Post,
  | "id"
  | "title"
  | "category"
  | "status"
  | "aiEnhanced"
  | "aiBadge"
  | "publishAt"
  | "createdAt"
  | "updatedAt"
>;

export type PostPage = PageInfo & { posts: Post[] };
