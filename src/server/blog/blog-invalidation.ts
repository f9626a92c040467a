import "server-only";
import type { CacheInvalidation } from "@/server/cache/invalidations";

/*
 * What a blog write expires, on every instance (docs/decisions/0003 and 0030). Apart from
 * blog-cache.ts so that the jobs round and scripts (outside Next.js) can record it.
 */

export const BLOG_CACHE_TAG = "blog";

export const BLOG_INVALIDATION: CacheInvalidation = { tags: [BLOG_CACHE_TAG] };
