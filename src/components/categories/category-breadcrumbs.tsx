import { ChevronRight } from "lucide-react";
import Link from "next/link";

export type Crumb = { name: string; href: string };

/** The visible trail that matches the page's BreadcrumbList; the last crumb is the page. */
export function CategoryBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-taupe-deep">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {isLast ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    href={crumb.href}
                    className="underline-offset-4 hover:text-brand hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
