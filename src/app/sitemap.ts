import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { blogSitemapEntries } from "@/server/blog/blog-sitemap";
import { getPublishedPages } from "@/server/categories/pages";
import { absoluteUrl } from "@/server/seo/metadata";

/** The site's fixed pages. Feature modules add their own entries here. */
const staticPages: Array<{ path: string; priority: number }> = [
  { path: "/", priority: 1 },
  { path: "/work", priority: 0.9 },
  { path: "/about", priority: 0.8 },
  { path: "/services", priority: 0.8 },
  { path: "/privacy", priority: 0.2 },
  { path: "/contact", priority: 0.8 },
];
/** The service and industry pages come after /services, as on the site. */
const PAGES_AFTER = staticPages.findIndex((page) => page.path === "/services") + 1;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request (from the blog cache): at build time there is no database to read.
  await connection();
  return [
    ...[
      ...staticPages.slice(0, PAGES_AFTER),
      ...(await getPublishedPages()).map((page) => ({ path: `/${page.path}`, priority: 0.7 })),
      ...staticPages.slice(PAGES_AFTER),
    ].map(({ path, priority }) => ({
      url: absoluteUrl(path),
      changeFrequency: "monthly" as const,
      priority,
    })),
    ...(await blogSitemapEntries()),
  ];
}
