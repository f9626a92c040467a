import type { IndustryPath, ServicePath } from "@/content/categories/paths";

/** One card on a category page: an optional title and subtitle over a list of bullet items. */
export type DetailBlock = {
  title?: string;
  subtitle?: string;
  items: readonly string[];
};

type EntryFields = {
  /** Display name; always equals `categoryNames[path]`. */
  name: string;
  description: string;
  /** Short, concrete things the agency makes or has made in this area. */
  examples: readonly string[];
  /** Public URL of the hero image; when absent the page derives one (see category-image.ts). */
  image?: string;
  details: readonly DetailBlock[];
};

export type ServiceEntry = EntryFields & { kind: "service"; path: ServicePath };
export type IndustryEntry = EntryFields & { kind: "industry"; path: IndustryPath };
export type CategoryEntry = ServiceEntry | IndustryEntry;

export function categoryHref(entry: Pick<CategoryEntry, "path">): string {
  return `/${entry.path}`;
}

export const kindLabels: Readonly<Record<CategoryEntry["kind"], string>> = {
  service: "Service",
  industry: "Industry",
};
