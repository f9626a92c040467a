"use server";

import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { isPostId } from "@/lib/blog/post-id";
import {
  type FieldErrors,
  type SavePostRequest,
  savePostRequestSchema,
  validatePostForm,
} from "@/lib/blog/post-form";
import { type EditablePost, loadEditablePost } from "@/server/blog/admin-posts";
import { addressKey } from "@/server/auth/address-key";
import { prepareAdminKey } from "@/server/auth/admin-key-startup";
import { getClientAddress } from "@/server/auth/client-address";
import {
  asAdmin,
  endSession,
  setSessionCookie,
  type SignedOut,
} from "@/server/auth/session";
import { attemptSignIn, tooManyAttemptsMessage } from "@/server/auth/sign-in";
import {
  createPost,
  deletePost as removePost,
  updatePostIfUnchanged,
} from "@/server/blog/posts";
import { revalidateBlog } from "@/server/blog/blog-cache";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { uploadDataImages, uploadDataUrl } from "@/server/media/data-images";

/*
 * Every admin Server Action. Each one but signIn runs through asAdmin(), which calls
 * requireAdmin() first; tests/integration/admin-guard.test.ts calls every export of this file
 * signed out, with an expired session and with a forged cookie, and proves nothing happens.
 * Writes revalidate the public blog (revalidateBlog) and refresh the admin's list (refresh).
 */

export type SignInState = { status: "idle" } | { status: "error"; message: string };

const signInSchema = z.object({ key: z.string().trim().max(4096) });

/** The only public action: checks the key (rate-limited) and starts a session. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ key: formData.get("key") ?? "" });
  const key = parsed.success ? parsed.data.key : "";
  const address = addressKey(await getClientAddress());
  let result;
  try {
    await prepareAdminKey();
    result = await attemptSignIn(await getDb(), { key, address });
  } catch (error) {
    log.error({ err: error }, "admin sign-in failed");
    return { status: "error", message: "Signing in is not possible right now. Try again shortly." };
  }
  if (result.status === "invalid") {
    log.warn({ address }, "admin sign-in with a wrong key");
    return { status: "error", message: "Invalid secret key!" };
  }
  if (result.status === "limited") {
    log.warn({ address }, "admin sign-in refused: too many attempts");
    return { status: "error", message: tooManyAttemptsMessage(result.retryAt) };
  }
  // A new token at every sign-in: whatever session this browser had before ends here.
  await endSession();
  await setSessionCookie(result.token, result.expiresAt);
  log.info({ address }, "admin signed in");
  redirect("/admin");
}

/** Ends this browser's session on the server and clears its cookie (also when it had ended). */
export async function signOut(): Promise<void> {
  await asAdmin(async () => log.info("admin signed out"));
  // Only ever this browser's own session: a stranger's cookie names no row to delete.
  await endSession();
  redirect("/admin");
}

export type SaveState =
  | { status: "idle" }
  | { status: "saved"; mode: "created" | "updated"; id: string; message: string }
  | { status: "invalid"; errors: FieldErrors; message: string }
  | { status: "stale" | "error"; message: string }
  | SignedOut;

const SAVE_FAILED = "Failed to save blog.";

/**
 * Creates a post, or updates the one being edited if nobody changed it meanwhile. Arguments
 * are typed for callers but checked as untrusted: anyone can post to an action.
 */
export async function savePost(request: SavePostRequest): Promise<SaveState> {
  return asAdmin(async () => {
    const parsed = savePostRequestSchema.safeParse(request);
    if (!parsed.success) return { status: "error", message: SAVE_FAILED };
    const { id, version, values } = parsed.data;
    try {
      // Pasted base64 images become uploads before anything is checked or stored.
      const content = await uploadDataImages(values.content);
      const imageUrl = await uploadDataUrl(values.imageUrl);
      const checked = validatePostForm({ ...values, content, imageUrl }, env.IMAGE_REMOTE_HOSTS);
      if (!checked.ok) return { status: "invalid", errors: checked.errors, message: SAVE_FAILED };
      const db = await getDb();
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
            "This blog was changed after you opened it, so your edit was not saved. Open it again to see the latest version, then redo your change.",
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

export type LoadState =
  { status: "loaded"; post: EditablePost } | { status: "error"; message: string } | SignedOut;

/** A post in the form's shape, for editing. */
export async function loadPost(id: string): Promise<LoadState> {
  return asAdmin(async () => {
    if (typeof id !== "string" || !isPostId(id))
      return { status: "error", message: "No such blog." };
    try {
      const post = await loadEditablePost(id);
      return post
        ? { status: "loaded", post }
        : { status: "error", message: "That blog no longer exists." };
    } catch (error) {
      log.error({ err: error, postId: id }, "loading a post failed");
      return { status: "error", message: "Failed to load blog." };
    }
  });
}

export type DeleteState = { status: "deleted" | "error"; message: string } | SignedOut;

export async function deletePost(id: string): Promise<DeleteState> {
  return asAdmin(async () => {
    if (typeof id !== "string" || !isPostId(id))
      return { status: "error", message: "No such blog." };
    try {
      const deleted = await removePost(await getDb(), id);
      await revalidateBlog();
      refresh();
      return deleted
        ? { status: "deleted", message: "Blog deleted." }
        : { status: "error", message: "That blog was already deleted." };
    } catch (error) {
      log.error({ err: error, postId: id }, "deleting a post failed");
      return { status: "error", message: "Failed to delete blog." };
    }
  });
}
