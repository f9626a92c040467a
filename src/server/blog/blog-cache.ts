import "server-only";
import { writeAndExpirePages } from "@/server/cache/expire-pages";
import { unstable_cache } from "next/cache";
import type { Post } from "@/lib/blog/post";
import type { Db } from "@/server/db/connect";
import { getDb, seededDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { BLOG_CACHE_TAG, BLOG_INVALIDATION } from "./blog-invalidation";
import { buildRssFeed, type FeedChannel } from "./feed";
import { getPost, listPosts, listPublishedPostDates, pickOtherPosts } from "./posts";
import { seedSamplePosts } from "./seed";

const OTHER_POSTS_COUNT = 3;
/** Posts per page of the Thought Hub: crawlable pages of plain links. */
const BLOG_POSTS_PER_PAGE = 12;
/** Posts in the RSS feed, newest first. */
const FEED_POST_COUNT = 20;

/*
 * The public blog's reads, cached. Pages that use them are cached whole (ISR) and carry the
 * tag, so a write made through writeBlog() refreshes every list page, post, the feed and the
 * sitemap, while ordinary reads never reach the database (docs/decisions/0003 and 0030).
 */

export { BLOG_CACHE_TAG };

/**
 * A cached page or read is also refreshed after this long. Saves refresh the cache at once, on
 * every instance (docs/decisions/0030); the interval is the backstop when an invalidation is
 * lost, and re-rolls each post's random "Other Posts".
 */
const BLOG_CACHE_REVALIDATE_SECONDS = 300;

const cached = { tags: [BLOG_CACHE_TAG], revalidate: BLOG_CACHE_REVALIDATE_SECONDS };

/** The database, with the sample posts written into a new one (SEED_SAMPLE_CONTENT). */
const blogDb = seededDb(async (db) => env.SEED_SAMPLE_CONTENT && seedSamplePosts(db));

export const getPublishedPage = unstable_cache(
  async (page: number) => listPosts(await blogDb(), { page, pageSize: BLOG_POSTS_PER_PAGE }),
  ["blog-page"],
  cached,
);

/** A published post, or null (the cache stores JSON, which has no undefined). */
export const getPublishedPost = unstable_cache(
  async (id: string) => (await getPost(await blogDb(), id)) ?? null,
  ["blog-post"],
  cached,
);

/**
 * The RSS document itself, not just its posts: building it sanitises every post's full content
 * again, so a feed reader polling /feed.xml would cost that work on each request.
 */
export const getFeedXml = unstable_cache(
  async (channel: FeedChannel) => {
    const { posts } = await listPosts(await blogDb(), { pageSize: FEED_POST_COUNT });
    const xml = buildRssFeed(channel, posts);
    log.debug({ posts: posts.length, bytes: xml.length }, "feed built");
    return xml;
  },
  ["blog-feed-xml"],
  cached,
);

export const getSitemapPosts = unstable_cache(
  async () => listPublishedPostDates(await blogDb()),
  ["blog-sitemap"],
  cached,
);

/**
 * Up to three other published posts, drawn at random by the database. Deliberately not a cached
 * read: it runs when a post page is rendered, so each revalidation draws again while the page
 * itself stays cached. A failure is logged and hides the section, not the article.
 */
export async function drawOtherPosts(excludeId: string): Promise<Post[]> {
  try {
    return await pickOtherPosts(await getDb(), excludeId, OTHER_POSTS_COUNT);
  } catch (error) {
    log.error({ err: error, excludeId }, "could not pick other posts");
    return [];
  }
}

/**
 * Creates, updates or deletes posts (from a Server Action or Route Handler; await it): `write`
 * runs in a transaction that also records the blog's invalidation for the other instances,
 * then every cached blog page and read expires here (server/cache/expire-pages.ts), so the
 * next visit anywhere renders from the database. `changed`: see writeAndExpirePages.
 */
export function writeBlog<T>(
  write: (trx: Db) => Promise<T>,
  changed?: (result: T) => boolean,
): Promise<T> {
  return writeAndExpirePages(BLOG_INVALIDATION, write, changed);
}
