import type { Metadata } from "next";
import { CategoryView } from "@/components/categories/category-view";
import { getCategory } from "@/content/categories/categories";
import { categoryJsonLd, categoryMetadata } from "@/server/categories/seo";
import { JsonLd } from "@/server/seo/json-ld";
import { getSiteSettings } from "@/server/settings/site-settings";

type Props = { params: Promise<{ category: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the page shows the site
// settings from the database (0035). Only the known paths reach it (the proxy sends any other
// path home).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = getCategory((await params).category);
  return entry
    ? categoryMetadata(entry)
    : { title: "Category not found", robots: { index: false } };
}

export default async function CategoryPage({ params }: Props) {
  const entry = getCategory((await params).category);
  return (
    <>
      {entry ? <JsonLd data={categoryJsonLd(entry, await getSiteSettings())} /> : null}
      <CategoryView entry={entry} />
    </>
  );
}
