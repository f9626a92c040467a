import "server-only";
import type { CategoryPage } from "@/lib/categories/category-page";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import { requireAdmin } from "@/server/auth/session";
import { listRevisions } from "@/server/content/documents";
import { getDb } from "@/server/db/database";
import { pageKey } from "@/lib/categories/category-page";
import { readAllPages, readPage } from "./pages";

/** The pages list's read: every page, shipped and added, behind requireAdmin(). */
export async function loadAdminPages(): Promise<CategoryPage[]> {
  await requireAdmin();
  return readAllPages(await getDb());
}

/** One page to edit, at the version it is, with its history; null when there is none. */
export async function loadAdminPage(path: string): Promise<{
  page: CategoryPage;
  version: string;
  revisions: ContentRevisionSummary[];
} | null> {
  await requireAdmin();
  const db = await getDb();
  const stored = await readPage(db, path);
  if (!stored) return null;
  return { ...stored, revisions: await listRevisions(db, pageKey(path)) };
}
