import "server-only";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import type { SiteSettings } from "@/lib/settings/site-settings";
import { requireAdmin } from "@/server/auth/session";
import { readContent, readContentHistory } from "@/server/content/content-kind";
import { getDb } from "@/server/db/database";
import { siteSettingsKind } from "./site-settings";

/** The settings screen's read: straight from the database, behind requireAdmin(). */
export async function loadAdminSettings(): Promise<{
  settings: SiteSettings;
  version: string;
  revisions: ContentRevisionSummary[];
}> {
  await requireAdmin();
  const db = await getDb();
  const { value, version } = await readContent(db, siteSettingsKind);
  return { settings: value, version, revisions: await readContentHistory(db, siteSettingsKind) };
}
