import { ImageResponse } from "next/og";
import { categoryPaths } from "@/content/categories/paths";
import { site } from "@/content/site";
import { findPublishedPage, toCategoryEntry } from "@/lib/categories/category-page";
import { getCategoryPages } from "@/server/categories/pages";
import { CategoryOgCard, readCategoryArt } from "@/server/categories/og-card";
import { CATEGORY_OG_SIZE } from "@/server/categories/seo";

export const size = CATEGORY_OG_SIZE;
export const contentType = "image/png";
export const alt = `${site.name}: the name of a service or industry page on its artwork`;

/** The shipped pages' cards are drawn at build; a page the operator adds, on first request. */
export function generateStaticParams() {
  return categoryPaths.map((category) => ({ category }));
}

/** The share card of a category page, drawn from local files only. */
export default async function Image({ params }: { params: Promise<{ category: string }> }) {
  const page = findPublishedPage(await getCategoryPages(), (await params).category);
  if (!page) return new Response(null, { status: 404 });
  const entry = toCategoryEntry(page);
  const art = await readCategoryArt(entry, size);
  return new ImageResponse(<CategoryOgCard entry={entry} art={art} />, { ...size });
}
