import { connection } from "next/server";
import { BLOG_HERO_SUBTITLE } from "@/components/blog/blog-hero";
import { getFeedPosts } from "@/server/blog/blog-cache";
import { buildRssFeed } from "@/server/blog/feed";
import { FEED_PATH, FEED_TITLE } from "@/server/blog/post-seo";
import { env } from "@/server/env";
import { log } from "@/server/log";

/** RSS 2.0 feed of the latest published posts, from the blog cache (no database read per request). */
export async function GET() {
  // Built per request from cached data: at build time there is no database to read.
  await connection();
  try {
    const xml = buildRssFeed(
      {
        title: FEED_TITLE,
        description: BLOG_HERO_SUBTITLE,
        origin: new URL(env.SITE_URL).origin,
        feedPath: FEED_PATH,
        listPath: "/thought-hub",
      },
      await getFeedPosts(),
    );
    return new Response(xml, {
      headers: {
        "content-type": "application/rss+xml; charset=utf-8",
        "cache-control": "public, max-age=300",
      },
    });
  } catch (error) {
    log.error({ err: error }, "could not build the feed");
    return new Response("The feed is unavailable right now.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
}
