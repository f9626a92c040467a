/** URL value of a work category for /work?category=…: "Web & Digital Solutions" → "web-digital-solutions". */
export function slugifyCategory(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The categories of a works list, once each, in first-seen order. */
export function listCategories(works: readonly { category: string }[]): string[] {
  return [...new Set(works.map((work) => work.category))];
}

/** The works in the category named by a slug; all of them for a missing or unknown slug. */
export function filterWorksByCategory<T extends { category: string }>(
  works: readonly T[],
  slug: string | null | undefined,
): readonly T[] {
  if (!slug) return works;
  const matching = works.filter((work) => slugifyCategory(work.category) === slug);
  return matching.length > 0 ? matching : works;
}
