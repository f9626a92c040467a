import { ArrowLeft, ArrowRight } from "lucide-react";
import Link from "next/link";
import { blogPageHref, paginationItems } from "@/lib/blog/paths";

const item =
  "inline-flex min-w-11 items-center justify-center gap-2 border px-3 py-2.5 text-sm font-semibold";
const link = `${item} border-ink/15 hover:border-brand hover:text-brand`;

/** Plain links between list pages, so crawlers reach every post. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-20 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={blogPageHref(page - 1)} rel="prev" className={link}>
          <ArrowLeft aria-hidden className="size-4" />
          Newer<span className="sr-only"> posts</span>
        </Link>
      ) : null}
      <ol className="flex flex-wrap gap-2">
        {paginationItems(page, pageCount).map((number, index) =>
          number === null ? (
            <li
              key={`gap-${index}`}
              aria-hidden
              className={`${item} border-transparent text-taupe-deep`}
            >
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={`${item} border-ink bg-ink text-cream`}>
                  <span className="sr-only">Page </span>
                  {number}
                </span>
              ) : (
                <Link href={blogPageHref(number)} className={link}>
                  <span className="sr-only">Page </span>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={blogPageHref(page + 1)} rel="next" className={link}>
          Older<span className="sr-only"> posts</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
