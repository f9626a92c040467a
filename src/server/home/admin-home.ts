import "server-only";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import type { SelectorPairsContent, ServiceCardsContent } from "@/lib/home/home-content";
import type { CatalogueEntry } from "@/content/page-catalogue";
import { requireAdmin } from "@/server/auth/session";
import { readPageCatalogue } from "@/server/categories/pages";
import { readContent, readContentHistory } from "@/server/content/content-kind";
import { getDb } from "@/server/db/database";
import { selectorPairsKind, serviceCardsKind } from "./home-content";

type Loaded<T> = { value: T; version: string; revisions: ContentRevisionSummary[] };

/** The home screen's read: straight from the database, behind requireAdmin(). */
export async function loadAdminHome(): Promise<{
  cards: Loaded<ServiceCardsContent>;
  pairs: Loaded<SelectorPairsContent>;
  /** The published pages a selector word may name. */
  catalogue: CatalogueEntry[];
}> {
  await requireAdmin();
  const db = await getDb();
  const [cards, cardsHistory, pairs, pairsHistory, catalogue] = await Promise.all([
    readContent(db, serviceCardsKind),
    readContentHistory(db, serviceCardsKind),
    readContent(db, selectorPairsKind),
    readContentHistory(db, selectorPairsKind),
    readPageCatalogue(db),
  ]);
  return {
    cards: { ...cards, revisions: cardsHistory },
    pairs: { ...pairs, revisions: pairsHistory },
    catalogue,
  };
}
