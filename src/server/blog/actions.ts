"use server";

import "server-only";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminPostsHref, parseAdminPostQuery } from "@/lib/blog/admin-post-query";
import { isId } from "@/lib/ids";
import {
  type FieldErrors,
  type SavePostRequest,
  savePostRequestSchema,
  validatePostForm,
} from "@/lib/blog/post-form";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { type EditablePost, toEditablePost } from "@/server/blog/admin-posts";
import { createPost, deletePost as removePost, updatePostIfUnchanged } from "@/server/blog/posts";
import { revalidateBlog } from "@/server/blog/blog-cache";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { uploadDataImages, uploadDataUrl } from "@/server/media/data-images";
import type { GateIssue } from "@/lib/blog/quality-gate";
import { gateContext, publishGate, publishOptionsSchema } from "@/server/blog/quality-gate";

/*
 * The blog admin's Server Actions. Each runs through asAdmin(), which calls requireAdmin()
 * first; tests/integration/admin-guard.test.ts calls every export of every "use server" module
 * signed out, with an expired session and with a forged cookie, and proves nothing happens.
 * Writes revalidate the public blog (revalidateBlog) and refresh the admin's list (refresh).
 */

export type SaveState =
  | { status: "idle" }
  | { status: "saved"; mode: "created" | "updated"; id: string; message: string }
  | { status: "invalid"; errors: FieldErrors; message: string }
  | { status: "error"; message: string }
  /** Refused: the post changed after the form was opened; `current` is what is saved now. */
  | { status: "stale"; message: string; current: EditablePost }
  /** Refused by the quality gate (docs/decisions/0028): nothing was saved. */
  | { status: "gated"; message: string; issues: GateIssue[]; blocking: boolean }
  | SignedOut;

const SAVE_FAILED = "Failed to save blog.";

/**
 * Creates a post, or updates the one being edited if nobody changed it meanwhile. Arguments
 * are typed for callers but checked as untrusted: anyone can post to an action.
 */
export async function savePost(
  request: SavePostRequest,
  options?: { publishAnyway?: boolean },
): Promise<SaveState> {
  return asAdmin(async () => {
    const parsed = savePostRequestSchema.safeParse(request);
    const gateOptions = publishOptionsSchema.safeParse(options ?? {});
    if (!parsed.success || !gateOptions.success) return { status: "error", message: SAVE_FAILED };
    const { id, version, values } = parsed.data;
    try {
      // Pasted base64 images become uploads before anything is checked or stored.
      const content = await uploadDataImages(values.content);
      const imageUrl = await uploadDataUrl(values.imageUrl);
      const checked = validatePostForm({ ...values, content, imageUrl }, env.IMAGE_REMOTE_HOSTS);
      if (!checked.ok) return { status: "invalid", errors: checked.errors, message: SAVE_FAILED };
      const db = await getDb();
      // Publishing passes the quality gate; a draft is always saved.
      if (checked.input.status === "published") {
        // The excerpt as typed: an empty one is filled in from the content, and warned about.
        const post = { title: values.title, excerpt: values.excerpt, content };
        const gated = await publishGate(gateContext(db), id, post, gateOptions.data);
        if (gated) return gated;
      }
      if (id === null) {
        const post = await createPost(db, checked.input);
        await revalidateBlog();
        refresh();
        return {
          status: "saved",
          mode: "created",
          id: post.id,
          message: "Blog added successfully!",
        };
      }
      if (version === null) return { status: "error", message: SAVE_FAILED };
      const result = await updatePostIfUnchanged(db, id, version, checked.input);
      if (result.status === "missing") {
        return { status: "error", message: `${SAVE_FAILED} It was deleted after you opened it.` };
      }
      if (result.status === "stale") {
        return {
          status: "stale",
          message:
            "This blog was changed after you opened it, so your edit was not saved. The saved version is shown above the form: merge what you need, then save again.",
          current: toEditablePost(result.post),
        };
      }
      await revalidateBlog();
      refresh();
      return { status: "saved", mode: "updated", id, message: "Blog updated successfully!" };
    } catch (error) {
      log.error({ err: error, postId: id }, "saving a post failed");
      return { status: "error", message: SAVE_FAILED };
    }
  });
}

export type DeleteState =
  { status: "idle" } | { status: "deleted" | "error"; message: string } | SignedOut;

const deleteSchema = z.object({
  id: z.string().refine(isId),
  /** The list's query to return to (search, filters, page), as the list wrote it. */
  back: z.string().max(1000).catch(""),
  /** Set by the dialog, which stays on its page; the confirmation page is left for the list. */
  via: z.enum(["dialog", "page"]).catch("page"),
});

/**
 * Deletes a post: from the list's dialog (the answer is shown where the operator is) or from
 * the confirmation page that the Delete button leads to without JavaScript (back to the list).
 */
export async function deletePost(_previous: DeleteState, formData: FormData): Promise<DeleteState> {
  const result = await asAdmin(
    async (): Promise<DeleteState | { status: "redirect"; to: string }> => {
      const parsed = deleteSchema.safeParse({
        id: formData.get("id"),
        back: formData.get("back") ?? "",
        via: formData.get("via") ?? "page",
      });
      if (!parsed.success) return { status: "error", message: "No such blog." };
      const { id, back, via } = parsed.data;
      try {
        const deleted = await removePost(await getDb(), id);
        await revalidateBlog();
        if (via === "dialog") {
          refresh();
          return deleted
            ? { status: "deleted", message: "Blog deleted." }
            : { status: "error", message: "That blog was already deleted." };
        }
        const list = parseAdminPostQuery(Object.fromEntries(new URLSearchParams(back)));
        const href = adminPostsHref(list);
        const notice = `deleted=${deleted ? "1" : "0"}`;
        return { status: "redirect", to: `${href}${href.includes("?") ? "&" : "?"}${notice}` };
      } catch (error) {
        log.error({ err: error, postId: id }, "deleting a post failed");
        return { status: "error", message: "Failed to delete blog." };
      }
    },
  );
  // Outside the try: redirect() works by throwing.
  if (result.status === "redirect") redirect(result.to);
  return result;
}
