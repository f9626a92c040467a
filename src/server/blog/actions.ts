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
import type { RevisionOriginClaim } from "@/lib/blog/revision";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { type EditablePost, toEditablePost } from "@/server/blog/admin-posts";
import { auditPostDeleted, auditPostRestored, auditPostSave } from "@/server/blog/post-audit";
import { getPost, deletePost as removePost } from "@/server/blog/posts";
import { configuredAi } from "@/server/blog/revision-source";
import {
  checkOriginClaim,
  createPostWithRevision,
  getRevision,
  restoreRevision,
  sessionRef,
  updatePostWithRevision,
} from "@/server/blog/revisions";
import { writeBlog } from "@/server/blog/blog-cache";
import { revisionRef } from "@/server/blog/editor-reads";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { uploadDataImages, uploadDataUrl } from "@/server/media/data-images";
import type { GateIssue } from "@/lib/blog/quality-gate";
import { gateContext, isPublicOrScheduled, publishGate } from "@/server/blog/quality-gate";

/*
 * The blog admin's Server Actions. Each runs through asAdmin(), which calls requireAdmin()
 * first; tests/integration/admin-guard.test.ts calls every export of every "use server" module
 * signed out, with an expired session and with a forged cookie, and proves nothing happens.
 * Writes go through writeBlog (the public blog expires on every instance) and refresh the
 * admin's list (refresh).
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

const saveOptionsSchema = z.object({
  origin: z.unknown().optional(),
  publishAnyway: z.boolean().default(false),
});

/**
 * Creates a post, or updates the one being edited if nobody changed it meanwhile. Arguments
 * are typed for callers but checked as untrusted: anyone can post to an action.
 */
export async function savePost(
  request: SavePostRequest,
  options?: {
    /** Where the text came from (RevisionOriginClaim); absent: typed. Checked, see revisions.ts. */
    origin?: RevisionOriginClaim;
    /** The writer chose "Publish anyway" over the quality gate's warnings. */
    publishAnyway?: boolean;
  },
): Promise<SaveState> {
  return asAdmin(async (session) => {
    const parsed = savePostRequestSchema.safeParse(request);
    const saveOptions = saveOptionsSchema.safeParse(options ?? {});
    if (!parsed.success || !saveOptions.success) return { status: "error", message: SAVE_FAILED };
    const { id, version, values } = parsed.data;
    const { origin, publishAnyway } = saveOptions.data;
    const checkedOrigin = checkOriginClaim(origin, configuredAi());
    if (!checkedOrigin) {
      log.warn({ postId: id }, "a save named an AI origin other than the configured provider");
      return { status: "error", message: SAVE_FAILED };
    }
    const meta = { ...checkedOrigin, sessionRef: sessionRef(session.tokenHash) };
    const keep = env.POST_REVISIONS_KEPT;
    try {
      // Pasted base64 images become uploads before anything is checked or stored.
      const content = await uploadDataImages(values.content);
      const imageUrl = await uploadDataUrl(values.imageUrl);
      const checked = validatePostForm({ ...values, content, imageUrl }, env.IMAGE_REMOTE_HOSTS);
      if (!checked.ok) return { status: "invalid", errors: checked.errors, message: SAVE_FAILED };
      const db = await getDb();
      const before = id === null ? undefined : await getPost(db, id, { visibility: "all" });
      // A save that is or stays public (published or scheduled) passes the quality gate; a
      // draft is always saved. Warnings need "Publish anyway" only when this save makes the
      // post public (docs/decisions/0028).
      if (checked.input.status === "published") {
        // The excerpt as typed: an empty one is filled in from the content, and warned about.
        const post = { title: values.title, excerpt: values.excerpt, content };
        const gated = await publishGate(gateContext(db), id, post, {
          publishAnyway,
          makesPublic: !before || !isPublicOrScheduled(before),
        });
        if (gated) return gated;
      }
      if (id === null) {
        const post = await writeBlog((trx) =>
          createPostWithRevision(trx, checked.input, meta, { keep }),
        );
        await auditPostSave(null, post);
        refresh();
        return {
          status: "saved",
          mode: "created",
          id: post.id,
          message: "Blog added successfully!",
        };
      }
      if (version === null) return { status: "error", message: SAVE_FAILED };
      const result = await writeBlog(
        (trx) => updatePostWithRevision(trx, id, version, checked.input, meta, { keep }),
        (outcome) => outcome.status === "updated",
      );
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
      await auditPostSave(before ?? null, result.post);
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
        const db = await getDb();
        const existing = await getPost(db, id, { visibility: "all" });
        const deleted = await writeBlog(
          (trx) => removePost(trx, id),
          (done) => done,
        );
        if (deleted) await auditPostDeleted(id, existing?.title ?? null);
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

const restoreSchema = revisionRef.extend({ version: z.iso.datetime() });

/**
 * Brings a revision back as a new save, refused like any save when the post changed after the
 * editor was opened (`version` is the updatedAt the editor loaded).
 */
export async function restorePostRevision(
  postId: string,
  revisionId: string,
  version: string,
): Promise<SaveState> {
  return asAdmin(async (session): Promise<SaveState> => {
    const parsed = restoreSchema.safeParse({ postId, revisionId, version });
    if (!parsed.success) return { status: "error", message: "No such revision." };
    try {
      const db = await getDb();
      // A restore into a published or scheduled post is a save that stays public: the quality
      // gate refuses unsafe or broken text; warnings do not stop it (docs/decisions/0028).
      const [current, revision] = await Promise.all([
        getPost(db, parsed.data.postId, { visibility: "all" }),
        getRevision(db, parsed.data.postId, parsed.data.revisionId),
      ]);
      if (current && revision && isPublicOrScheduled(current)) {
        const gated = await publishGate(gateContext(db), current.id, revision, {
          publishAnyway: false,
          makesPublic: false,
        });
        if (gated) return gated;
      }
      const result = await writeBlog(
        (trx) =>
          restoreRevision(
            trx,
            parsed.data.postId,
            parsed.data.revisionId,
            parsed.data.version,
            { sessionRef: sessionRef(session.tokenHash) },
            { keep: env.POST_REVISIONS_KEPT },
          ),
        (restored) => restored.status === "updated",
      );
      if (result.status === "no-revision") return { status: "error", message: "No such revision." };
      if (result.status === "missing") {
        return { status: "error", message: "Failed to restore. The blog was deleted." };
      }
      if (result.status === "stale") {
        return {
          status: "stale",
          message:
            "This blog was changed after you opened it, so the revision was not restored. The saved version is shown above the form.",
          current: toEditablePost(result.post),
        };
      }
      await auditPostRestored(result.post, {
        number: result.revisionNumber,
        createdAt: result.restoredFrom,
      });
      refresh();
      return {
        status: "saved",
        mode: "updated",
        id: parsed.data.postId,
        message: "Revision restored.",
      };
    } catch (error) {
      log.error({ err: error, postId }, "restoring a revision failed");
      return { status: "error", message: "Failed to restore the revision." };
    }
  });
}
