import { z } from "zod";
import type { Post } from "./post";

/*
 * A post's revisions (docs/decisions/0027): every save keeps a copy of the post with when it was
 * saved, by which admin session, and where its text came from. Shared by the editor and server.
 */

/** Revisions kept per post unless POST_REVISIONS_KEPT says otherwise; older ones are deleted. */
export const POST_REVISIONS_KEPT_DEFAULT = 50;

export const revisionOrigins = ["typed", "ai-generate", "ai-polish", "restored"] as const;
export type RevisionOrigin = (typeof revisionOrigins)[number];

/**
 * What the editor says about the text it sends: typed by a person, or last written by the AI
 * panel (with the provider and model it named). The server checks the provider and model
 * against its configuration before believing it (src/server/blog/revisions.ts).
 */
export const revisionOriginClaimSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("typed") }),
  z.object({
    kind: z.enum(["ai-generate", "ai-polish"]),
    provider: z.string().max(40),
    model: z.string().max(200),
  }),
]);
export type RevisionOriginClaim = z.infer<typeof revisionOriginClaimSchema>;

/** A revision as the history lists it (no post fields). */
export type RevisionSummary = {
  id: string;
  /** 1 for the post's first save, then one more per save. */
  number: number;
  createdAt: string;
  origin: RevisionOrigin;
  aiProvider: string | null;
  aiModel: string | null;
  /** For a restore: when the revision it brought back was saved. */
  restoredFrom: string | null;
  /** A short, non-secret name for the admin session that saved it. */
  sessionRef: string | null;
};

/** A revision with the post's fields as they were saved (not its dates or id). */
export type Revision = RevisionSummary & { postId: string } & Pick<
    Post,
    | "title"
    | "content"
    | "category"
    | "imageUrl"
    | "author"
    | "excerpt"
    | "tags"
    | "readTime"
    | "aiEnhanced"
    | "aiBadge"
    | "status"
  >;

/** How the history names a revision's origin. */
export function describeOrigin(revision: RevisionSummary, formatTime: (iso: string) => string) {
  switch (revision.origin) {
    case "typed":
      return "Typed";
    case "ai-generate":
      return `AI generate (${revision.aiProvider ?? "?"} · ${revision.aiModel ?? "?"})`;
    case "ai-polish":
      return `AI polish (${revision.aiProvider ?? "?"} · ${revision.aiModel ?? "?"})`;
    case "restored":
      return revision.restoredFrom
        ? `Restored from ${formatTime(revision.restoredFrom)}`
        : "Restored";
  }
}
