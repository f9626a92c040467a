import "server-only";
import { MEDIA_PAGE_SIZE, type MediaItem } from "@/lib/media/media-library";
import { pageCount, type PageInfo, pageWindow } from "@/lib/paging";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import { mediaUrl } from "@/server/storage/media-url";
import { getMediaStorage } from "@/server/storage/storage";
import { recordStoredFiles } from "./media-backfill";
import { listAltRevisions, listMedia } from "./media-library";
import { findUsages } from "./media-usage";

/** How the library screen is asked for: a search over names and a page, from its address. */
export type MediaQuery = { search: string; page: number };

/**
 * The library screen's read, behind requireAdmin(): stored files without a row get theirs first
 * (0041), then a page of files, newest first, each with where it is used and its alt text's
 * history.
 */
export async function loadAdminMedia(
  query: MediaQuery,
): Promise<{ items: MediaItem[]; info: PageInfo; search: string }> {
  await requireAdmin();
  const db = await getDb();
  await recordStoredFiles(db, getMediaStorage());
  const { page, pageSize, offset } = pageWindow(query.page, MEDIA_PAGE_SIZE);
  const { rows, total } = await listMedia(db, { search: query.search, offset, limit: pageSize });
  const usages = await findUsages(
    db,
    rows.map((row) => row.key),
  );
  const history = await listAltRevisions(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ source: _source, ...row }) => ({
      ...row,
      url: mediaUrl(row.key),
      usages: usages.get(row.key) ?? [],
      revisions: history.get(row.id) ?? [],
    })),
    info: { page, pageSize, total, pageCount: pageCount(total, pageSize) },
    search: query.search,
  };
}
