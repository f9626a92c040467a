/** Arithmetic shared by every paged list: the Thought Hub, the admin's posts and the inbox. */

/** Where a page sits in its list. */
export type PageInfo = { page: number; pageSize: number; total: number; pageCount: number };

/** Whole pages from 1: a page number or size below 1 (or fractional) is raised and rounded down. */
export function pageWindow(page: number | undefined, pageSize: number) {
  const size = Math.max(1, Math.floor(pageSize));
  const current = Math.max(1, Math.floor(page ?? 1));
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

/** How many pages `total` items fill; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page number from an address (`/thought-hub/page/3`, `?page=3`), or null unless it is a
 * positive integer of at most six digits. Repeated query parameters are not a page number.
 */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  return typeof value === "string" && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
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
