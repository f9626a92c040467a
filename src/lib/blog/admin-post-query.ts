import { z } from "zod";
import { parsePageNumber } from "@/lib/paging";

/*
 * The admin post list's query: search, filters, sort and page, all in the address so a reload,
 * the back button or a shared link shows the same list (docs/decisions/0026). Anything that does
 * not parse falls back to its default: an address never fails.
 */

export const ADMIN_POST_SORTS = ["newest", "oldest", "updated", "title"] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];
export const ADMIN_POST_STATUSES = ["all", "published", "draft"] as const;
export type AdminPostStatusFilter = (typeof ADMIN_POST_STATUSES)[number];

/** The longest title search kept; longer text is cut, not refused. */
export const ADMIN_POST_SEARCH_MAX = 100;

export type AdminPostQuery = {
  q: string;
  status: AdminPostStatusFilter;
  category: string;
  sort: AdminPostSort;
  page: number;
};

export const DEFAULT_ADMIN_POST_QUERY: AdminPostQuery = {
  q: "",
  status: "all",
  category: "",
  sort: "newest",
  page: 1,
};

type RawParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;
const text = z
  .string()
  .transform((value) => value.trim().slice(0, ADMIN_POST_SEARCH_MAX))
  .catch("");

export function parseAdminPostQuery(params: RawParams): AdminPostQuery {
  return {
    q: text.parse(single(params.q) ?? ""),
    status: z.enum(ADMIN_POST_STATUSES).catch("all").parse(single(params.status)),
    category: text.parse(single(params.category) ?? ""),
    sort: z.enum(ADMIN_POST_SORTS).catch("newest").parse(single(params.sort)),
    page: parsePageNumber(params.page) ?? 1,
  };
}

/** The list's address for `query`, naming only what differs from the defaults. */
export function adminPostsHref(query: AdminPostQuery, changes: Partial<AdminPostQuery> = {}) {
  const next = { ...query, ...changes };
  const search = new URLSearchParams();
  for (const key of ["q", "status", "category", "sort", "page"] as const) {
    if (next[key] !== DEFAULT_ADMIN_POST_QUERY[key]) search.set(key, String(next[key]));
  }
  const string = search.toString();
  return string ? `/admin/blog?${string}` : "/admin/blog";
}

/** Whether the list is narrowed by a search or a filter (so an empty page says so). */
export function isFiltered(query: AdminPostQuery): boolean {
  return query.q !== "" || query.status !== "all" || query.category !== "";
}
