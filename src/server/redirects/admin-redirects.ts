import "server-only";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import type { RedirectsContent } from "@/lib/redirects/redirects";
import { requireAdmin } from "@/server/auth/session";
import { readContent, readContentHistory } from "@/server/content/content-kind";
import { getDb } from "@/server/db/database";
import { redirectsKind } from "./redirects";

/** The redirects screen's read: straight from the database, behind requireAdmin(). */
export async function loadAdminRedirects(): Promise<{
  value: RedirectsContent;
  version: string;
  revisions: ContentRevisionSummary[];
}> {
  await requireAdmin();
  const db = await getDb();
  const { value, version } = await readContent(db, redirectsKind);
  return { value, version, revisions: await readContentHistory(db, redirectsKind) };
}
