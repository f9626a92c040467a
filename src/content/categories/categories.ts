import type { CategoryPath, IndustryPath, ServicePath } from "./paths";
import { industries } from "./industries";
import { services } from "./services";

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
  /** Public URL of the hero image; when absent the page derives one (see lib/category-image). */
  image?: string;
  details: readonly DetailBlock[];
};

export type ServiceEntry = EntryFields & { kind: "service"; path: ServicePath };
export type IndustryEntry = EntryFields & { kind: "industry"; path: IndustryPath };
export type CategoryEntry = ServiceEntry | IndustryEntry;

export const categories: readonly CategoryEntry[] = [...services, ...industries];

const byPath = new Map<string, CategoryEntry>(categories.map((entry) => [entry.path, entry]));

/** The entry published at `/{path}`, matched exactly as the route is case-sensitive. */
export function getCategory(path: string): CategoryEntry | undefined {
  return byPath.get(path);
}

export function categoryHref(entry: Pick<CategoryEntry, "path">): string {
  return `/${entry.path}`;
}

export function isCategoryPath(path: string): path is CategoryPath {
  return byPath.has(path);
}

export const kindLabels: Readonly<Record<CategoryEntry["kind"], string>> = {
  service: "Service",
  industry: "Industry",
};
