"use server";

import type { ReactNode } from "react";
import { PostArticle } from "@/components/blog/post-article";
import type { Post } from "@/lib/blog/post";
import { type PostFormValues, postFormValuesSchema, toPostInput } from "@/lib/blog/post-form";
import { postInputSchema } from "@/lib/blog/post-input";
import { asAdmin, type SignedOut } from "@/server/auth/session.server";
import { usablePostImage } from "@/server/blog/post-image";

export type PreviewState =
  { status: "ready"; view: ReactNode } | { status: "error"; message: string } | SignedOut;

/**
 * The post as the public page will show it: rendered on the server by the public page's own
 * component, through the same sanitiser, and sent to the dashboard as a React tree. Nothing
 * is stored. Missing required fields are shown as placeholders rather than refused.
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
    if (!input.success)
      return { status: "error", message: "Fix the highlighted fields to see a preview." };
    const now = new Date().toISOString();
    const post: Post = {
      id: "preview",
      ...input.data,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    return {
      status: "ready",
      view: <PostArticle post={post} imageUrl={usablePostImage(post.imageUrl)} />,
    };
  });
}
