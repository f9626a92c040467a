import type { CategoryEntry } from "@/lib/categories/category";
import { industries } from "./industries";
import { services } from "./services";

/** Every category page: the eight services, then the thirteen industries. */
export const categories: readonly CategoryEntry[] = [...services, ...industries];

const byPath = new Map<string, CategoryEntry>(categories.map((entry) => [entry.path, entry]));

/** The entry published at `/{path}`, matched exactly as the route is case-sensitive. */
export function getCategory(path: string): CategoryEntry | undefined {
  return byPath.get(path);
}
