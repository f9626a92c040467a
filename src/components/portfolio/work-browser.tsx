"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { useHydrated } from "@/components/common/use-hydrated";
import type { WorkItem } from "@/content/works";
import {
  filterWorksByCategory,
  listCategories,
  slugifyCategory,
} from "@/lib/portfolio/work-category";
import { WorksGrid } from "./works-grid";

/**
 * The Work page's filterable grid. The filter lives in the URL (/work?category=…) so a view can
 * be shared; the chips are links, so they work before hydration too. The hash keeps the page at
 * the grid when the scroll manager reacts to the URL change.
 *
 * Once hydrated, a chip only changes the address (history.pushState, which Next.js's router
 * follows): every filter is the same prerendered page, so there is nothing to fetch, and chips are
 * not next/link, which would prefetch that same page once per chip on screen.
 */
function WorkBrowser({ works, category }: { works: readonly WorkItem[]; category: string | null }) {
  const categories = listCategories(works);
  const active = categories.find((name) => slugifyCategory(name) === category) ?? null;
  const shown = filterWorksByCategory(works, active ? category : null);

  return (
    <>
      <nav aria-label="Filter works by category" className="mb-8">
        <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <FilterChip href="/work#works" current={active === null} label="All work" />
          {categories.map((name) => (
            <FilterChip
              key={name}
              href={`/work?category=${slugifyCategory(name)}#works`}
              current={name === active}
              label={name}
            />
          ))}
        </ul>
      </nav>
      <p className="sr-only" role="status">
        {active ? `Showing ${shown.length} ${active} works` : `Showing all ${shown.length} works`}
      </p>
      <WorksGrid works={shown} eagerFirst />
    </>
  );
}

/** A plain left click stays on the page; a new tab, window or download is the browser's. */
function filterInPlace(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  const { href } = event.currentTarget;
  if (href === window.location.href) return;
  window.history.pushState(null, "", href);
}

function FilterChip({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li className="shrink-0">
      <a
        href={href}
        onClick={filterInPlace}
        aria-current={current ? "page" : undefined}
        className={`inline-flex shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${current ? "border-ink bg-ink text-cream" : "border-ink/25 hover:border-brand hover:text-brand"}`}
      >
        {label}
      </a>
    </li>
  );
}

/**
 * The Work page's grid with the filter read from the URL. The page is prerendered with every
 * work, and that HTML is hydrated as it is; only then is the URL read (useSearchParams during the
 * prerender would make React render the whole grid again in the browser on every visit), and a
 * filtered link narrows the grid.
 */
export function WorkBrowserFromUrl({ works }: { works: readonly WorkItem[] }) {
  const [category, setCategory] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && <CategoryFromUrl onChange={setCategory} />}
      <WorkBrowser works={works} category={category} />
    </>
  );
}

function CategoryFromUrl({ onChange }: { onChange: (category: string | null) => void }) {
  const category = useSearchParams().get("category");
  useEffect(() => onChange(category), [category, onChange]);
  return null;
}
