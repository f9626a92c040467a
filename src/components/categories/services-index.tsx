import { ArrowUpRight } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { PageHero } from "@/components/common/page-hero";
import { type CategoryEntry, categoryHref } from "@/lib/categories/category";
import { resolveCategoryImage } from "@/lib/categories/category-image";
import { ProjectCta } from "./project-cta";

const CARD_IMAGE_SIZES = "(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw";

/**
 * /services: every published service with its artwork, then every industry, each linking to its
 * page, in the order of `pages`.
 */
export function ServicesIndex({ pages }: { pages: readonly CategoryEntry[] }) {
  const services = pages.filter((page) => page.kind === "service");
  const industries = pages.filter((page) => page.kind === "industry");
  return (
    <>
      <PageHero
        eyebrow="Services & industries"
        title={
          <>
            Everything we do, <span className="text-brand italic">for everyone we do it for.</span>
          </>
        }
        subtitle={`${services.length} disciplines and ${industries.length} industries. Each page explains what we deliver and how we work, so you can start where your brief does.`}
      />

      <section aria-labelledby="services-heading" className="px-5 pb-20 sm:px-8 md:pb-28">
        <div className="mx-auto max-w-7xl">
          <h2
            id="services-heading"
            className="border-t border-ink/15 pt-6 font-display text-title font-semibold"
          >
            What we do
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((entry, index) => (
              <li key={entry.path} className="group relative flex flex-col">
                <div className="relative aspect-[16/9] overflow-hidden bg-cream-deep">
                  <Image
                    src={resolveCategoryImage(entry)}
                    alt=""
                    fill
                    sizes={CARD_IMAGE_SIZES}
                    // The first card reaches into the first screen: its image is the page's LCP.
                    loading={index === 0 ? "eager" : "lazy"}
                    fetchPriority={index === 0 ? "high" : undefined}
                    className="object-cover transition-transform duration-500 ease-out-expo group-hover:scale-[1.03]"
                  />
                </div>
                <p aria-hidden className="mt-5 font-display text-brand">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-1 font-display text-title font-semibold">
                  {/* The link covers the whole card; its name stays the service's name. */}
                  <Link
                    href={categoryHref(entry)}
                    className="group-hover:text-brand after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand"
                  >
                    {entry.name}
                  </Link>
                </h3>
                <p className="mt-3 text-ink-soft">{entry.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="industries-heading"
        className="bg-cream-deep px-5 py-20 sm:px-8 md:py-28"
      >
        <div className="mx-auto max-w-7xl">
          <h2 id="industries-heading" className="font-display text-title font-semibold">
            Who we do it for
          </h2>
          <ul className="mt-10 grid border-t border-ink/15 md:grid-cols-2 md:gap-x-12 lg:grid-cols-3">
            {industries.map((entry) => (
              <li key={entry.path} className="group relative border-b border-ink/15 py-7">
                <h3 className="flex items-start justify-between gap-4 font-display text-2xl font-semibold">
                  <Link
                    href={categoryHref(entry)}
                    className="group-hover:text-brand after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
                  >
                    {entry.name}
                  </Link>
                  <ArrowUpRight
                    aria-hidden
                    className="mt-1 size-5 shrink-0 text-taupe-deep transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand"
                  />
                </h3>
                <p className="mt-3 text-ink-soft">{entry.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ProjectCta headingId="services-cta-heading" />
    </>
  );
}
