"use server";

import "server-only";
import type { Post } from "@/lib/blog/post";
import { type PostFormValues, postFormValuesSchema, toPostInput } from "@/lib/blog/post-form";
import { postInputSchema } from "@/lib/blog/post-input";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { usablePostImage } from "@/server/blog/post-image";
import { sanitizePostHtml } from "@/server/blog/sanitize";

export type PreviewState =
  | { status: "ready"; post: Post; imageUrl: string | null }
  | { status: "error"; message: string }
  | SignedOut;

/**
 * The post as the public page will show it: its HTML through the public page's sanitiser and
 * its image through the same allow-list, for the dashboard to render with the public page's
 * own component (PostArticleView). Nothing is stored; missing required fields show as
 * placeholders rather than errors.
 */
export async function previewPost(values: PostFormValues): Promise<PreviewState> {
  return asAdmin(async () => {
    const parsed = postFormValuesSchema.safeParse(values);
    if (!parsed.success) return { status: "error", message: "The preview could not be shown." };
    const input = postInputSchema.safeParse({
      ...toPostInput(parsed.data),
      title: parsed.data.title.trim() || "Untitled blog",
      category: parsed.data.category.trim() || "No category",
      content: parsed.data.content.trim() || "<p></p>",
    });
    if (!input.success) {
      return { status: "error", message: "Fix the highlighted fields to see a preview." };
    }
    const now = new Date().toISOString();
    const post: Post = {
      id: "preview",
      ...input.data,
      content: sanitizePostHtml(input.data.content),
      publishedAt: now,
      publishAt: null,
      createdAt: now,
      updatedAt: now,
    };
    return { status: "ready", post, imageUrl: usablePostImage(post.imageUrl) };
  });
}
