import { ArrowLeft, ArrowRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { paginationItems } from "@/lib/paging";

const item =
  "inline-flex min-w-11 items-center justify-center gap-2 border px-3 py-2.5 text-sm font-semibold";
const link = `${item} border-ink/15 hover:border-brand hover:text-brand`;

type Props = {
  page: number;
  pageCount: number;
  /** The address of a page. */
  href: (page: number) => string;
  /** The navigation landmark's name. */
  label: string;
  /** What is listed, for the Newer/Older links' accessible names ("posts", "inquiries"). */
  noun: string;
  className?: string;
  /** Rendered inside each link, e.g. a client component reading the link's status. */
  inEachLink?: ReactNode;
};

/**
 * Links between the pages of a list: newer, the page numbers around the current one (with the
 * first and last), older. Plain links, so they work without JavaScript and crawlers follow them.
 */
export function Pager({ page, pageCount, href, label, noun, className = "", inEachLink }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      className={`flex flex-wrap items-center justify-center gap-2 ${className}`}
    >
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={link}>
          <ArrowLeft aria-hidden className="size-4" />
          Newer<span className="sr-only"> {noun}</span>
          {inEachLink}
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
                <Link href={href(number)} className={link}>
                  <span className="sr-only">Page </span>
                  {number}
                  {inEachLink}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className={link}>
          Older<span className="sr-only"> {noun}</span>
          <ArrowRight aria-hidden className="size-4" />
          {inEachLink}
        </Link>
      ) : null}
    </nav>
  );
}
