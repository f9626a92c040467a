import "server-only";
import { z } from "zod";
import type { Post } from "@/lib/blog/post";
import type { GateFactsState, PreviewState, RevisionState } from "@/lib/blog/editor-reads";
import { postFormValuesSchema, toPostInput } from "@/lib/blog/post-form";
import { postInputSchema } from "@/lib/blog/post-input";
import { isId } from "@/lib/ids";
import { asAdmin } from "@/server/auth/session";
import { usablePostImage } from "@/server/blog/post-image";
import { sanitizePostHtml } from "@/server/blog/sanitize";
import { getDb } from "@/server/db/database";
import { log } from "@/server/log";
import { gateContext, gatherGateFacts } from "./quality-gate";
import { getRevision } from "./revisions";

/*
 * What the post editor reads as the writer works (src/lib/blog/editor-reads.ts), answered by
 * the route handlers under src/app/api/admin/blog. Each runs behind asAdmin() like every admin
 * read and action (tests/integration/admin-guard.test.ts calls the routes signed out).
 */

/**
 * The post as the public page will show it: its HTML through the public page's sanitiser and
 * its image through the same allow-list, for the dashboard to render with the public page's
 * own component (PostArticleView). Nothing is stored; missing required fields show as
 * placeholders rather than errors.
 */
export async function previewPost(values: unknown): Promise<PreviewState> {
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

/*
 * The quality-gate panel's question as the writer types (docs/decisions/0028): which addresses
 * on this site the content refers to do not resolve, and how heavy its stored images are.
 */
/** The same bound as a post's content (src/lib/blog/post-input.ts). */
const contentSchema = z.string().max(200_000);

export async function checkPostReferences(content: unknown): Promise<GateFactsState> {
  return asAdmin(async () => {
    const parsed = contentSchema.safeParse(content);
    if (!parsed.success) return { status: "error" };
    try {
      const context = gateContext(await getDb());
      const facts = await gatherGateFacts(context, parsed.data);
      return { status: "checked", facts, siteOrigin: new URL(context.siteOrigin).origin };
    } catch (error) {
      log.error({ err: error }, "checking a post's references failed");
      return { status: "error" };
    }
  });
}

/** A revision of a post: what the read here and the restore (actions.ts) are asked for. */
export const revisionRef = z.object({
  postId: z.string().refine(isId),
  revisionId: z.string().refine(isId),
});

/** One revision with its fields, for the history's comparison with the text being edited. */
export async function readPostRevision(
  postId: unknown,
  revisionId: unknown,
): Promise<RevisionState> {
  return asAdmin(async () => {
    const parsed = revisionRef.safeParse({ postId, revisionId });
    if (!parsed.success) return { status: "error", message: "No such revision." };
    const revision = await getRevision(await getDb(), parsed.data.postId, parsed.data.revisionId);
    return revision
      ? { status: "found", revision }
      : { status: "error", message: "No such revision." };
  });
}
