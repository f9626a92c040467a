import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { type CategoryEntry, categoryHref } from "@/lib/categories/category";

/** Links to the other pages of the same kind, so every category page leads on to the rest. */
export function RelatedCategories({
  entry,
  pages,
}: {
  entry: CategoryEntry;
  pages: readonly CategoryEntry[];
}) {
  const others = pages.filter((other) => other.kind === entry.kind && other.path !== entry.path);
  const heading = entry.kind === "service" ? "More services" : "Other industries";
  return (
    <section aria-labelledby="related-heading" className="px-5 py-20 sm:px-8 md:py-24">
      <div className="mx-auto max-w-7xl">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="related-heading" className="font-display text-title font-semibold">
            {heading}
          </h2>
          <Link
            href="/services"
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            All services and industries
          </Link>
        </div>
        <ul className="mt-8 grid border-t border-ink/15 sm:grid-cols-2 sm:gap-x-10 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.path} className="border-b border-ink/15">
              <Link
                href={categoryHref(other)}
                className="group flex items-center justify-between gap-4 py-4 text-lg transition-colors hover:text-brand"
              >
                {other.name}
                <ArrowUpRight
                  aria-hidden
                  className="size-5 shrink-0 text-taupe-deep transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
