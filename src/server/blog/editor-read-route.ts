import "server-only";
import type { SignedOut } from "@/lib/admin/signed-out";

/*
 * The post editor's reads as JSON (src/lib/blog/editor-reads.ts): 401 when the session has
 * ended, never cached. Each read checks the session before it looks at what was sent.
 */

export function editorReadResponse(state: { status: string } | SignedOut): Response {
  return Response.json(state, {
    status: state.status === "signed-out" ? 401 : 200,
    headers: { "cache-control": "no-store" },
  });
}

/** The request's JSON body; undefined when it is not JSON (the read's own check refuses it). */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}
