import type { IndustryPath, ServicePath } from "@/content/categories/paths";

/** One card on a category page: an optional title and subtitle over a list of bullet items. */
export type DetailBlock = {
  title?: string;
  subtitle?: string;
  items: readonly string[];
};

export const CATEGORY_KINDS = ["service", "industry"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

type EntryFields = {
  /** Display name (the page's title). */
  name: string;
  description: string;
  /** Short, concrete things the agency makes or has made in this area. */
  examples: readonly string[];
  /** Public URL of the hero image; when absent the page derives one (see category-image.ts). */
  image?: string;
  details: readonly DetailBlock[];
};

/** The shipped pages (src/content/categories): their paths are the spec's. */
export type ServiceEntry = EntryFields & { kind: "service"; path: ServicePath };
export type IndustryEntry = EntryFields & { kind: "industry"; path: IndustryPath };

/**
 * A service or industry page as the site shows it: a shipped one, or one the operator added
 * at a path of their own (docs/decisions/0037).
 */
export type CategoryEntry = EntryFields & { kind: CategoryKind; path: string };

export function categoryHref(entry: Pick<CategoryEntry, "path">): string {
  return `/${entry.path}`;
}

export const kindLabels: Readonly<Record<CategoryKind, string>> = {
  service: "Service",
  industry: "Industry",
};
