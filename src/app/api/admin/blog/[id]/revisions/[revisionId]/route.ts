import { editorReadResponse } from "@/server/blog/editor-read-route";
import { readPostRevision } from "@/server/blog/editor-reads";

// Always the stored revision, for the current session.
export const dynamic = "force-dynamic";

/** One earlier revision of a post, for the history's comparison with the text being edited. */
export async function GET(
  _request: Request,
  context: { params: Promise<{ id: string; revisionId: string }> },
) {
  const { id, revisionId } = await context.params;
  return editorReadResponse(await readPostRevision(id, revisionId));
}
