import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/server/seo/metadata";

/** Public pages that exist at build time. Feature modules add their own entries here. */
const staticPages: Array<{ path: string; priority: number }> = [
  { path: "/", priority: 1 },
  { path: "/work", priority: 0.9 },
  { path: "/about", priority: 0.8 },
  { path: "/contact", priority: 0.8 },
];

export default function sitemap(): MetadataRoute.Sitemap {
  return staticPages.map(({ path, priority }) => ({
    url: absoluteUrl(path),
    changeFrequency: "monthly",
    priority,
  }));
}
