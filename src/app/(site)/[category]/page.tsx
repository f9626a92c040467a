import type { Metadata } from "next";
import { permanentRedirect, redirect } from "next/navigation";
import { cache } from "react";
import { CategoryView } from "@/components/categories/category-view";
import { findPublishedPage, toCategoryEntry } from "@/lib/categories/category-page";
import { resolveDynamicPath } from "@/lib/routes/resolve-path";
import { getCategoryPages } from "@/server/categories/pages";
import { categoryJsonLd, categoryMetadata } from "@/server/categories/seo";
import { getMediaAlts } from "@/server/media/media-alts";
import { getRedirects } from "@/server/redirects/redirects";
import { JsonLd } from "@/server/seo/json-ld";
import { getSiteSettings } from "@/server/settings/site-settings";

type Props = { params: Promise<{ category: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the page shows the site
// settings and the pages from the database (0035, 0037). The proxy hands this route every path
// of one segment no fixed route serves: a published page is shown; any other path is sent on
// (its canonical casing, an operator's redirect) or home.
export function generateStaticParams() {
  return [];
}

const loadPage = cache(async (path: string) => findPublishedPage(await getCategoryPages(), path));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage((await params).category);
  return page ? categoryMetadata(page) : { robots: { index: false } };
}

export default async function CategoryPage({ params }: Props) {
  const path = (await params).category;
  const pages = await getCategoryPages();
  const page = findPublishedPage(pages, path);
  if (!page) {
    const decision = resolveDynamicPath(`/${path}`, { pages, redirects: await getRedirects() });
    if (decision.kind === "redirect" && decision.permanent) permanentRedirect(decision.location);
    redirect(decision.kind === "redirect" ? decision.location : "/");
  }
  const entry = toCategoryEntry(page);
  return (
    <>
      <JsonLd data={categoryJsonLd(entry, await getSiteSettings())} />
      <CategoryView
        entry={entry}
        pages={pages.filter((other) => other.published).map(toCategoryEntry)}
        alts={await getMediaAlts()}
      />
    </>
  );
}
