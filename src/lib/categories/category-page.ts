import { z } from "zod";
import { categories } from "@/content/categories/categories";
import { isAllowedImageUrl } from "../media/image-hosts";
import { CATEGORY_KINDS, type CategoryEntry, type DetailBlock } from "./category";

/*
 * A service or industry page as the operator edits it at /admin/pages (docs/decisions/0037):
 * one content document per page (0035), keyed by its path in lower case, so two pages can never
 * differ only in casing. The shipped pages (src/content/categories) are the defaults: a page
 * never saved shows exactly what it showed before.
 */

/** A page's own path: a letter, then letters, digits and dashes ("BrandIdentity"). */
export const PAGE_PATH = /^[A-Za-z][A-Za-z0-9-]{1,59}$/;
/** What the operator is told once a new page is saved, on the new page's own editor. */
export const PAGE_ADDED_MESSAGE = "Page added.";
/** The parameter that carries that notice to the new page's editor (?added=1). */
export const PAGE_ADDED_PARAM = "added";
export const PAGE_TITLE_MAX = 80;
export const PAGE_DESCRIPTION_MAX = 600;
export const PAGE_META_DESCRIPTION_MAX = 300;
export const PAGE_EXAMPLES_MAX = 12;
export const PAGE_CARDS_MAX = 12;
export const PAGE_CARD_ITEMS_MAX = 20;
export const PAGE_ITEM_MAX = 200;

export type PageDetailCard = { title: string; subtitle: string; items: string[] };

export type CategoryPage = {
  path: string;
  kind: CategoryEntry["kind"];
  name: string;
  description: string;
  examples: string[];
  /** The hero image; empty: the artwork named after the path (category-image.ts). */
  image: string;
  details: PageDetailCard[];
  /** Empty: the description is the meta description. */
  metaDescription: string;
  /** Empty: the share card drawn for the page, else the site's default (0035). */
  shareImage: string;
  published: boolean;
};

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`);

const imageUrl = (label: string, hosts: readonly string[]) =>
  z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === "" || isAllowedImageUrl(value, hosts),
      `${label} must be an uploaded image.`,
    );

export const pagePathSchema = z
  .string("Give the page a path.")
  .trim()
  .transform((value) => value.replace(/^\/+/, ""))
  .pipe(
    z
      .string()
      .regex(
        PAGE_PATH,
        "A path is a letter, then letters, digits or dashes, at most 60 (like WebDesign).",
      ),
  );

export const categoryPageSchema = (remoteImageHosts: readonly string[]) =>
  z
    .object({
      path: pagePathSchema,
      kind: z.enum(CATEGORY_KINDS, "Choose service or industry."),
      name: text("Title", PAGE_TITLE_MAX),
      description: text("Description", PAGE_DESCRIPTION_MAX),
      examples: z
        .array(text("Example", PAGE_ITEM_MAX))
        .max(PAGE_EXAMPLES_MAX, `At most ${PAGE_EXAMPLES_MAX} examples.`),
      image: imageUrl("The hero image", remoteImageHosts),
      details: z
        .array(
          z.object({
            title: optionalText("Card title", PAGE_TITLE_MAX),
            subtitle: optionalText("Card subtitle", 160),
            items: z
              .array(text("Item", PAGE_ITEM_MAX))
              .min(1, "Give the card at least one item.")
              .max(PAGE_CARD_ITEMS_MAX, `At most ${PAGE_CARD_ITEMS_MAX} items per card.`),
          }),
        )
        .min(1, "Keep at least one detail card.")
        .max(PAGE_CARDS_MAX, `At most ${PAGE_CARDS_MAX} detail cards.`),
      metaDescription: optionalText("Meta description", PAGE_META_DESCRIPTION_MAX),
      shareImage: imageUrl("The share image", remoteImageHosts),
      published: z.boolean(),
    })
    .refine((page) => page.image !== "" || shippedPage(page.path) !== undefined, {
      path: ["image"],
      message: "Upload a hero image: a new page has no artwork of its own.",
    }) satisfies z.ZodType<CategoryPage>;

/** The key of a page's content document: its path in lower case. */
export const pageKey = (path: string) => `page:${path.toLowerCase()}`;
export const PAGE_KEY_PREFIX = "page:";

function fromShipped(entry: CategoryEntry): CategoryPage {
  return {
    path: entry.path,
    kind: entry.kind,
    name: entry.name,
    description: entry.description,
    examples: [...entry.examples],
    image: entry.image ?? "",
    details: entry.details.map((block) => ({
      title: block.title ?? "",
      subtitle: block.subtitle ?? "",
      items: [...block.items],
    })),
    metaDescription: "",
    shareImage: "",
    published: true,
  };
}

/** The 21 shipped pages, in the shipped order: what a fresh install shows. */
export const SHIPPED_PAGES: readonly CategoryPage[] = categories.map(fromShipped);

const shippedByKey = new Map(SHIPPED_PAGES.map((page) => [pageKey(page.path), page]));

/** The shipped page at `path` (any casing), if the site came with one. */
export function shippedPage(path: string): CategoryPage | undefined {
  return shippedByKey.get(pageKey(path));
}

/**
 * Every page: the shipped ones in their order (each as saved, if it was), then the added ones
 * by path. `saved` is every stored page document that is valid.
 */
export function mergePages(saved: readonly CategoryPage[]): CategoryPage[] {
  const byKey = new Map(saved.map((page) => [pageKey(page.path), page]));
  const shipped = SHIPPED_PAGES.map((page) => byKey.get(pageKey(page.path)) ?? page);
  const added = saved
    .filter((page) => !shippedByKey.has(pageKey(page.path)))
    .sort((a, b) => a.path.localeCompare(b.path));
  return [...shipped, ...added];
}

/** A page as the public components take it (empty optional fields left out). */
export function toCategoryEntry(page: CategoryPage): CategoryEntry {
  const details: DetailBlock[] = page.details.map((card) => ({
    ...(card.title ? { title: card.title } : {}),
    ...(card.subtitle ? { subtitle: card.subtitle } : {}),
    items: card.items,
  }));
  return {
    kind: page.kind,
    path: page.path,
    name: page.name,
    description: page.description,
    examples: page.examples,
    ...(page.image ? { image: page.image } : {}),
    details,
  };
}

/** The published page at exactly `path`, as the router matches it (case-sensitive). */
export function findPublishedPage(
  pages: readonly CategoryPage[],
  path: string,
): CategoryPage | undefined {
  return pages.find((page) => page.published && page.path === path);
}

/** The form of a page being added. */
export const EMPTY_PAGE: CategoryPage = {
  path: "",
  kind: "service",
  name: "",
  description: "",
  examples: [],
  image: "",
  details: [{ title: "", subtitle: "", items: [] }],
  metaDescription: "",
  shareImage: "",
  published: true,
};
