import { Button } from "@/components/common/button";
import { Search } from "lucide-react";
import Form from "next/form";
import Link from "next/link";
import type { AdminPostQuery, AdminPostSort } from "@/lib/blog/admin-post-query";
import { ADMIN_POST_SEARCH_MAX, isFiltered } from "@/lib/blog/admin-post-query";
import { inputClass } from "@/components/common/form-field";

const SORT_LABELS: Record<AdminPostSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently updated",
  title: "Title, A to Z",
};

const label = "block text-sm font-semibold";

/**
 * Search by title, filter by status and category, sort: a GET form, so the choice is in the
 * address (reload, back, a shared link) and works without JavaScript; with it, next/form
 * navigates without a full page load.
 */
export function PostListFilters({
  query,
  categories,
}: {
  query: AdminPostQuery;
  categories: string[];
}) {
  // A category typed into the address that no post has any more stays selectable.
  const options =
    query.category && !categories.includes(query.category)
      ? [...categories, query.category]
      : categories;
  return (
    <Form
      action="/admin/blog"
      role="search"
      aria-label="Find blogs"
      className="grid gap-4 border border-ink/10 bg-white/60 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(12rem,1fr)_repeat(3,max-content)_auto] lg:items-end"
    >
      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <label htmlFor="post-search" className={label}>
          Search titles
        </label>
        <input
          id="post-search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={ADMIN_POST_SEARCH_MAX}
          className={inputClass}
        />
      </div>
      <div className="space-y-2">
        <label htmlFor="post-status" className={label}>
          Status
        </label>
        <select id="post-status" name="status" defaultValue={query.status} className={inputClass}>
          <option value="all">All</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </select>
      </div>
      <div className="space-y-2">
        <label htmlFor="post-category" className={label}>
          Category
        </label>
        <select
          id="post-category"
          name="category"
          defaultValue={query.category}
          className={inputClass}
        >
          <option value="">All categories</option>
          {options.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-2">
        <label htmlFor="post-sort" className={label}>
          Sort
        </label>
        <select id="post-sort" name="sort" defaultValue={query.sort} className={inputClass}>
          {Object.entries(SORT_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="ink" size="lg">
          <Search aria-hidden className="size-4" />
          Apply
        </Button>
        {isFiltered(query) ? (
          <Link href="/admin/blog" className="text-sm font-semibold underline hover:text-brand">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
