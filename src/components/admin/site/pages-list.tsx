import { buttonClass } from "@/components/common/button";
import { Plus } from "lucide-react";
import Link from "next/link";
import { kindLabels } from "@/lib/categories/category";
import type { CategoryPage } from "@/lib/categories/category-page";
import { SiteTabs } from "./site-tabs";

/** /admin/pages: every service and industry page, shipped and added, each opening its editor. */
export function PagesList({ pages }: { pages: readonly CategoryPage[] }) {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 py-12 sm:px-8">
      <SiteTabs
        current="pages"
        intro="The service and industry pages: their titles, descriptions, images and detail cards, what search engines and share cards show, and whether each is published. Add a page at a new address."
      />
      <p>
        <Link href="/admin/pages/new" className={buttonClass({ variant: "primary", size: "lg" })}>
          <Plus aria-hidden className="size-4" />
          Add a page
        </Link>
      </p>
      <ul aria-label="Pages" className="divide-y divide-ink/10 border-y border-ink/10">
        {pages.map((page) => (
          <li key={page.path} className="flex flex-wrap items-center justify-between gap-3 py-4">
            <div className="min-w-0">
              <Link
                href={`/admin/pages/${page.path}`}
                className="font-display text-xl font-semibold underline-offset-4 hover:text-brand hover:underline"
              >
                {page.name}
              </Link>
              <p className="text-sm text-taupe-deep">
                /{page.path} · {kindLabels[page.kind]}
              </p>
            </div>
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${
                page.published ? "bg-ink/5 text-ink" : "bg-brand/10 text-brand-deep"
              }`}
            >
              {page.published ? "Published" : "Unpublished"}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
