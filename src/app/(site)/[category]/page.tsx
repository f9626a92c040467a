import type { Metadata } from "next";
import { CategoryView } from "@/components/categories/category-view";
import { getCategory } from "@/content/categories/categories";
import { categoryPaths } from "@/content/categories/paths";
import { categoryJsonLd, categoryMetadata } from "@/server/categories/seo";
import { JsonLd } from "@/server/seo/json-ld";

type Props = { params: Promise<{ category: string }> };

/** Only the 21 known paths exist; anything else never reaches this page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryPaths.map((category) => ({ category }));
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
      {entry ? <JsonLd data={categoryJsonLd(entry)} /> : null}
      <CategoryView entry={entry} />
    </>
  );
}
