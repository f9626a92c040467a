"use server";

import "server-only";
import { refresh } from "next/cache";
import { z } from "zod";
import { isId } from "@/lib/ids";
import type { Revision } from "@/lib/blog/revision";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { toEditablePost } from "@/server/blog/admin-posts";
import { auditPostRestored } from "@/server/blog/post-audit";
import { writeBlog } from "@/server/blog/blog-cache";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import type { SaveState } from "./actions";
import { getPost } from "./posts";
import { gateContext, isPublicOrScheduled, publishGate } from "./quality-gate";
import { getRevision, restoreRevision, sessionRef } from "./revisions";

/*
 * The revision history's Server Actions (docs/decisions/0027), each behind asAdmin() like the
 * rest of the blog admin (tests/integration/admin-guard.test.ts calls them signed out).
 */

const revisionRef = z.object({
  postId: z.string().refine(isId),
  revisionId: z.string().refine(isId),
});

export type RevisionState =
  { status: "found"; revision: Revision } | { status: "error"; message: string } | SignedOut;

/** One revision with its fields, for the history's comparison with the text being edited. */
export async function readPostRevision(postId: string, revisionId: string): Promise<RevisionState> {
  return asAdmin(async () => {
    const parsed = revisionRef.safeParse({ postId, revisionId });
    if (!parsed.success) return { status: "error", message: "No such revision." };
    const revision = await getRevision(await getDb(), parsed.data.postId, parsed.data.revisionId);
    return revision
      ? { status: "found", revision }
      : { status: "error", message: "No such revision." };
  });
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
