import "server-only";
import type { CacheInvalidation } from "@/server/cache/invalidations";

/*
 * What a blog write expires, on every instance (docs/decisions/0003 and 0023). Apart from
 * blog-cache.ts so that the jobs round (and `npm run jobs`, outside Next.js) can record it.
 */

export const BLOG_CACHE_TAG = "blog";

/** Where the public blog's pages live, for purging replayed responses. */
const BLOG_PATH = "/thought-hub";

export const BLOG_INVALIDATION: CacheInvalidation = { tags: [BLOG_CACHE_TAG], paths: [BLOG_PATH] };
