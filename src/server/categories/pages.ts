import "server-only";
import { readOrShipped } from "@/server/cache/fallback";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { buildPageCatalogue, type CatalogueEntry } from "@/content/page-catalogue";
import {
  type CategoryPage,
  categoryPageSchema,
  mergePages,
  PAGE_KEY_PREFIX,
  pageKey,
  SHIPPED_PAGES,
  shippedPage,
} from "@/lib/categories/category-page";
import { SHIPPED_VERSION } from "@/lib/content/content-revision";
import { reservedFirstSegments } from "@/lib/routes/decide-route";
import type { WritableKind } from "@/server/content/content-kind";
import { listDocuments, readDocument } from "@/server/content/documents";
import type { Db } from "@/server/db/connect";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";

/*
 * The service and industry pages (docs/decisions/0037): one content document per page (0035),
 * the shipped ones read as their defaults until saved. Every public reader (the category route,
 * /services, the sitemap, the home's selector) reads the whole list through one cached entry
 * tagged `category-pages`; a save expires it on every instance within a second (0030).
 */

export const PAGES_CACHE_TAG = "category-pages";
/** Saves refresh at once everywhere; this only bounds a missed expiry. */
const PAGES_REVALIDATE_SECONDS = 300;

const schema = () => categoryPageSchema(env.IMAGE_REMOTE_HOSTS);

/** Every page, shipped and added, as stored (an unreadable document counts as never saved). */
export async function readAllPages(db: Db): Promise<CategoryPage[]> {
  const stored = await listDocuments(db, PAGE_KEY_PREFIX);
  const saved = stored.flatMap((document) => {
    const parsed = schema().safeParse(document.data);
    if (parsed.success && pageKey(parsed.data.path) === document.key) return [parsed.data];
    log.error({ key: document.key }, "a page document is invalid");
    return [];
  });
  return mergePages(saved);
}

const readCachedPages = unstable_cache(
  async () => readAllPages(await getDb()),
  ["category-pages"],
  {
    tags: [PAGES_CACHE_TAG],
    revalidate: PAGES_REVALIDATE_SECONDS,
  },
);

/** Every page as the public site shows it; the build has no database: the shipped ones. */
export const getCategoryPages = cache(async (): Promise<CategoryPage[]> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return [...SHIPPED_PAGES];
  // While the database fails, the pages as shipped (docs/decisions/0040).
  return readOrShipped("category pages", readCachedPages, [...SHIPPED_PAGES]);
});

/** The published pages, in order. */
export async function getPublishedPages(): Promise<CategoryPage[]> {
  return (await getCategoryPages()).filter((page) => page.published);
}

/** The selector's catalogue over the published pages (a chip must land on one: 0009). */
export async function getPageCatalogue(): Promise<CatalogueEntry[]> {
  return buildPageCatalogue(await getPublishedPages());
}

/** The same, read from the database now (a save checks against this). */
export async function readPageCatalogue(db: Db): Promise<CatalogueEntry[]> {
  return buildPageCatalogue((await readAllPages(db)).filter((page) => page.published));
}

export type StoredPage = { page: CategoryPage; version: string };

/** One page and the version it is at, or null when no page has that path (in any casing). */
export async function readPage(db: Db, path: string): Promise<StoredPage | null> {
  const stored = await readDocument(db, pageKey(path));
  if (stored) {
    const parsed = schema().safeParse(stored.data);
    if (parsed.success) return { page: parsed.data, version: stored.version };
    log.error({ key: pageKey(path) }, "a page document is invalid");
    const shipped = shippedPage(path);
    return shipped ? { page: shipped, version: stored.version } : null;
  }
  const shipped = shippedPage(path);
  return shipped ? { page: shipped, version: SHIPPED_VERSION } : null;
}

const PAGE_AUDIT = { saved: "page.updated", restored: "page.restored" } as const;

/** The document kind of the page at `path` (an existing one: its path never changes). */
export function pageKind(path: string): WritableKind<CategoryPage> {
  const shipped = shippedPage(path);
  return {
    key: pageKey(path),
    schema,
    saveSchema: async () => {
      const current = await readPage(await getDb(), path);
      return schema().superRefine((page, issues) => {
        const problem = !current
          ? `There is no page at /${path}: add it as a new page.`
          : page.path !== current.page.path
            ? "A page keeps its path: add a new page and a redirect instead."
            : null;
        if (problem) issues.addIssue({ code: "custom", path: ["path"], message: problem });
      });
    },
    ...(shipped ? { shipped } : {}),
    expire: { tags: [PAGES_CACHE_TAG] },
    noun: "Page",
    audit: {
      ...PAGE_AUDIT,
      subject: `/${shipped?.path ?? path}`,
      detail: (page) => (page.published ? undefined : "unpublished"),
    },
  };
}

/** Admin routes of their own under /admin/pages: a page may not be called like one. */
const ADMIN_PAGE_SEGMENTS = new Set(["new"]);

/** The kind of a page to be added at `path`: the path must be new and clash with no route. */
export function newPageKind(path: string): WritableKind<CategoryPage> {
  return {
    key: pageKey(path),
    schema,
    saveSchema: async () => {
      const db = await getDb();
      const taken = await readPage(db, path);
      return schema().superRefine((page, issues) => {
        const lower = page.path.toLowerCase();
        const problem =
          reservedFirstSegments.has(lower) || ADMIN_PAGE_SEGMENTS.has(lower)
            ? `/${page.path} is an address of the site already: choose another path.`
            : taken || pageKey(page.path) !== pageKey(path)
              ? `There is a page at /${taken?.page.path ?? page.path} already: choose another path, or edit that page.`
              : null;
        if (problem) issues.addIssue({ code: "custom", path: ["path"], message: problem });
      });
    },
    expire: { tags: [PAGES_CACHE_TAG] },
    noun: "Page",
    audit: { saved: "page.created", restored: "page.restored", subject: `/${path}` },
  };
}
