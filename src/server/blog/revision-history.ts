import "server-only";
import type { RevisionSummary } from "@/lib/blog/revision";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import { configuredAi } from "./revision-source";
import { listRevisions } from "./revisions";

/** The edit screen's history of a post, newest first, read after the session check. */
export async function loadRevisionHistory(postId: string): Promise<RevisionSummary[]> {
  await requireAdmin();
  return listRevisions(await getDb(), postId);
}

/** The provider and model the editor names when its text came from the AI panel. */
export function editorAiSource(): { provider: string; model: string } | null {
  const configured = configuredAi();
  return configured ? { provider: configured.name, model: configured.model } : null;
}
