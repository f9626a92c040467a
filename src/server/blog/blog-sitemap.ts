import "server-only";
import type { MetadataRoute } from "next";
import { postHref } from "@/lib/blog/paths";
import { absoluteUrl } from "@/server/seo/metadata";
import { log } from "@/server/log";
import { getSitemapPosts } from "./blog-cache";

/** The Thought Hub and every published post, with the date it last changed. */
export async function blogSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const posts = await getSitemapPosts();
    return [
      {
        url: absoluteUrl("/thought-hub"),
        lastModified: posts
          .map((post) => post.updatedAt)
          .sort()
          .at(-1),
        changeFrequency: "weekly",
        priority: 0.8,
      },
      ...posts.map((post) => ({
        url: absoluteUrl(postHref(post.id)),
        lastModified: post.updatedAt,
        changeFrequency: "monthly" as const,
        priority: 0.6,
      })),
    ];
  } catch (error) {
    log.error({ err: error }, "could not list posts for the sitemap");
    return [{ url: absoluteUrl("/thought-hub"), changeFrequency: "weekly", priority: 0.8 }];
  }
}
