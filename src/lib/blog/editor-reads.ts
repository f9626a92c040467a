import type { SignedOut } from "@/lib/admin/signed-out";
import type { Post } from "./post";
import type { GateFacts } from "./quality-gate";
import type { Revision } from "./revision";

/*
 * What the post editor reads while the writer works: a preview, the quality gate's facts and an
 * earlier revision. Route handlers under /api/admin/blog answer them, not Server Actions, so a
 * save never queues behind a read (React runs one action at a time per page).
 */

export type PreviewState =
  | { status: "ready"; post: Post; imageUrl: string | null }
  | { status: "error"; message: string }
  | SignedOut;

export type GateFactsState =
  { status: "checked"; facts: GateFacts; siteOrigin: string } | { status: "error" } | SignedOut;

export type RevisionState =
  { status: "found"; revision: Revision } | { status: "error"; message: string } | SignedOut;

export const EDITOR_READS = {
  preview: "/api/admin/blog/preview",
  references: "/api/admin/blog/references",
  revision: (postId: string, revisionId: string) =>
    `/api/admin/blog/${encodeURIComponent(postId)}/revisions/${encodeURIComponent(revisionId)}`,
} as const;

/** Asks one of the reads above; an answer other than the state (a 5xx, a proxy's page) throws. */
export async function fetchEditorRead<State extends { status: string }>(
  url: string,
  init: { body?: unknown; signal?: AbortSignal } = {},
): Promise<State> {
  const response = await fetch(url, {
    method: init.body === undefined ? "GET" : "POST",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
    cache: "no-store",
  });
  if (!response.ok && response.status !== 401) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as State;
}
