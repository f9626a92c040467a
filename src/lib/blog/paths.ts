/** Addresses of the Thought Hub's pages; page 1 is the hub itself. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/thought-hub" : `/thought-hub/page/${page}`;
}

export function postHref(id: string): string {
  return `/thought-hub/${id}`;
}

/**
 * The page numbers to link from `current`: always the first and last, the current one and its
 * neighbours; null marks a gap ("…").
 */
export function paginationItems(current: number, pageCount: number): Array<number | null> {
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}

/** The stock image of a post without one (product-spec section 2). */
export const FALLBACK_POST_IMAGE = "/media/blog/fallback.webp";
