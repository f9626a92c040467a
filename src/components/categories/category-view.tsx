import { type CategoryEntry, categoryHref, kindLabels } from "@/lib/categories/category";
import { resolveCategoryImage } from "@/lib/categories/category-image";
import { splitCategoryTitle } from "@/lib/categories/category-title";
import { type MediaAlts, resolveAlt } from "@/lib/media/media-library";
import { CategoryBreadcrumbs } from "./category-breadcrumbs";
import { CategoryHeroImage } from "./category-hero-image";
import { CategoryNotFound } from "./category-not-found";
import { DetailCards } from "./detail-cards";
import { ProjectCta } from "./project-cta";
import { RelatedCategories } from "./related-categories";

const HERO_IMAGE_SIZES =
  "(min-width: 80rem) 76rem, (min-width: 40rem) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/**
 * A service or industry page; an unknown entry renders "Category not found." `pages`: every
 * published page, for the links to the others of its kind.
 */
export function CategoryView({
  entry,
  pages,
  alts = {},
}: {
  entry: CategoryEntry | undefined;
  pages: readonly CategoryEntry[];
  /** The media library's alt text (0041). */
  alts?: MediaAlts;
}) {
  if (!entry) return <CategoryNotFound />;
  const { lead, rest } = splitCategoryTitle(entry.name);
  const image = resolveCategoryImage(entry);
  const isService = entry.kind === "service";

  return (
    <article>
      <header className="px-5 pt-[calc(var(--spacing-nav)+2.5rem)] sm:px-8 md:pt-[calc(var(--spacing-nav)+4rem)]">
        <div className="mx-auto max-w-7xl">
          <CategoryBreadcrumbs
            trail={[
              { name: "Home", href: "/" },
              { name: "Services", href: "/services" },
              { name: entry.name, href: categoryHref(entry) },
            ]}
          />
          <p className="mt-10 text-sm font-semibold tracking-[0.2em] text-brand uppercase">
            {kindLabels[entry.kind]}
          </p>
          <h1 className="mt-4 font-display text-headline font-semibold break-words lg:text-[5.5rem]">
            <span className="block">{lead}</span>
            {rest ? <span className="block text-brand italic">{rest}</span> : null}
          </h1>
        </div>
      </header>

      <div className="mx-auto mt-10 max-w-7xl px-5 sm:px-8 md:mt-14">
        <CategoryHeroImage
          key={image}
          src={image}
          sizes={HERO_IMAGE_SIZES}
          alt={resolveAlt(alts, image)}
        />
      </div>

      <section aria-labelledby="overview-heading" className="px-5 pt-14 sm:px-8 md:pt-20">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <div className="mx-auto grid max-w-7xl gap-12 md:grid-cols-12">
          <p className="text-xl leading-relaxed text-ink-soft md:col-span-7 md:text-2xl">
            {entry.description}
          </p>
          <div className="md:col-span-4 md:col-start-9">
            <h3 className="text-sm font-semibold tracking-[0.2em] text-taupe-deep uppercase">
              {isService ? "What it looks like" : "Work in this field"}
            </h3>
            <ul className="mt-4 border-t border-ink/15">
              {entry.examples.map((example) => (
                <li key={example} className="border-b border-ink/15 py-3">
                  {example}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="details-heading" className="px-5 py-20 sm:px-8 md:py-28">
        <div className="mx-auto max-w-7xl">
          <h2
            id="details-heading"
            className="mb-10 max-w-3xl font-display text-headline font-semibold text-balance md:mb-14"
          >
            {isService ? "What we deliver" : `How we help ${entry.name.toLowerCase()} brands`}
          </h2>
          <DetailCards blocks={entry.details} />
        </div>
      </section>

      <ProjectCta headingId="category-cta-heading" />
      <RelatedCategories entry={entry} pages={pages} />
    </article>
  );
}
