import type { MetadataRoute } from "next";
import { categoryPaths } from "@/content/categories/paths";
import { connection } from "next/server";
import { blogSitemapEntries } from "@/server/blog/blog-sitemap";
import { absoluteUrl } from "@/server/seo/metadata";

/** Public pages that exist at build time. Feature modules add their own entries here. */
const staticPages: Array<{ path: string; priority: number }> = [
  { path: "/", priority: 1 },
  { path: "/work", priority: 0.9 },
  { path: "/about", priority: 0.8 },
  { path: "/services", priority: 0.8 },
  ...categoryPaths.map((path) => ({ path: `/${path}`, priority: 0.7 })),
  { path: "/privacy", priority: 0.2 },
  { path: "/contact", priority: 0.8 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Built per request (from the blog cache): at build time there is no database to read.
  await connection();
  return [
    ...staticPages.map(({ path, priority }) => ({
      url: absoluteUrl(path),
      changeFrequency: "monthly" as const,
      priority,
    })),
    ...(await blogSitemapEntries()),
  ];
}
