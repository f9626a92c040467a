import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import {
  DEFAULT_SELECTOR_PAIRS,
  DEFAULT_SERVICE_CARDS,
  type SelectorPairsContent,
  type ServiceCardsContent,
  selectorPairsSchema,
  serviceCardsSchema,
} from "@/lib/home/home-content";
import { readOrShipped } from "@/server/cache/fallback";
import { readPageCatalogue } from "@/server/categories/pages";
import { type ContentKind, readContent } from "@/server/content/content-kind";
import { getDb } from "@/server/db/database";

/*
 * The home's service cards and selector pairs (docs/decisions/0035): two content documents,
 * read by the home page (rendered on first visit, 0024) and expired with it on every instance.
 */

export const HOME_CONTENT_CACHE_TAG = "home-content";
const HOME_CONTENT_REVALIDATE_SECONDS = 300;
const expire = { tags: [HOME_CONTENT_CACHE_TAG] };

export const serviceCardsKind: ContentKind<ServiceCardsContent> = {
  key: "home:service-cards",
  schema: () => serviceCardsSchema,
  shipped: DEFAULT_SERVICE_CARDS,
  expire,
  noun: "Service cards",
  audit: { saved: "home.updated", restored: "home.restored", subject: "Service cards" },
};

export const selectorPairsKind: ContentKind<SelectorPairsContent> = {
  key: "home:selector-pairs",
  schema: () => selectorPairsSchema(null),
  // Every word must name a published page, as the site is now (0009, 0037).
  saveSchema: async () => selectorPairsSchema(await readPageCatalogue(await getDb())),
  shipped: DEFAULT_SELECTOR_PAIRS,
  expire,
  noun: "Selector pairs",
  audit: { saved: "home.updated", restored: "home.restored", subject: "Selector pairs" },
};

const cached = { tags: [HOME_CONTENT_CACHE_TAG], revalidate: HOME_CONTENT_REVALIDATE_SECONDS };

const readServiceCards = unstable_cache(
  async () => (await readContent(await getDb(), serviceCardsKind)).value,
  ["home-service-cards"],
  cached,
);
const readSelectorPairs = unstable_cache(
  async () => (await readContent(await getDb(), selectorPairsKind)).value,
  ["home-selector-pairs"],
  cached,
);

/** The cards, or the shipped ones while the database fails (docs/decisions/0040). */
export const getServiceCards = cache(() =>
  readOrShipped("service cards", readServiceCards, DEFAULT_SERVICE_CARDS),
);
export const getSelectorPairs = cache(() =>
  readOrShipped("selector pairs", readSelectorPairs, DEFAULT_SELECTOR_PAIRS),
);
