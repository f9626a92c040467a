import { ImageResponse } from "next/og";
import { getCategory } from "@/content/categories/categories";
import { categoryPaths } from "@/content/categories/paths";
import { site } from "@/content/site";
import { CategoryOgCard, readCategoryArt } from "@/server/categories/og-card";
import { CATEGORY_OG_SIZE } from "@/server/categories/seo";

export const size = CATEGORY_OG_SIZE;
export const contentType = "image/png";
export const alt = `${site.name}: the name of a service or industry page on its artwork`;
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryPaths.map((category) => ({ category }));
}

/** The share card of a category page, rendered at build time from local files only. */
export default async function Image({ params }: { params: Promise<{ category: string }> }) {
  const entry = getCategory((await params).category);
  if (!entry) return new Response(null, { status: 404 });
  const art = await readCategoryArt(entry, size);
  return new ImageResponse(<CategoryOgCard entry={entry} art={art} />, { ...size });
}
