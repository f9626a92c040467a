import { connection } from "next/server";
import { BLOG_HERO_SUBTITLE } from "@/components/blog/blog-hero";
import { getFeedXml } from "@/server/blog/blog-cache";
import { FEED_PATH, feedTitle } from "@/server/blog/post-seo";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { getSiteSettings } from "@/server/settings/site-settings";

/** RSS 2.0 feed of the latest published posts, built once per blog change (docs/decisions/0003). */
export async function GET() {
  // Answered per request from the cached document: at build time there is no database to read.
  await connection();
  try {
    const xml = await getFeedXml({
      title: feedTitle(await getSiteSettings()),
      description: BLOG_HERO_SUBTITLE,
      origin: new URL(env.SITE_URL).origin,
      feedPath: FEED_PATH,
      listPath: "/thought-hub",
    });
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
