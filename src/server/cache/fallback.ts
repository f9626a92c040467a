import "server-only";
import { unstable_cache } from "next/cache";
import { log } from "@/server/log";

/*
 * Reads a page can do without (docs/decisions/0040): when the database fails, the page is
 * rendered from what the site ships, and kept for seconds rather than minutes, so it shows the
 * operator's content again soon after the database is back. A page already cached keeps its
 * last good copy: Next.js serves it while a failed regeneration is retried.
 */

/** How soon a page rendered while the database was failing is tried again (seconds). */
const FAILURE_RETRY_SECONDS = 10;

/**
 * Keeps a page rendered from a failed read in the cache for seconds, not minutes: the lowest
 * revalidate of any cached read sets the page's own.
 */
export async function shortenCacheAfterFailure(): Promise<void> {
  await unstable_cache(async () => true, ["read-failure"], {
    revalidate: FAILURE_RETRY_SECONDS,
  })();
}

/** `read()`, or `shipped` when it fails (logged, and the page kept only briefly). */
export async function readOrShipped<T>(
  what: string,
  read: () => Promise<T>,
  shipped: T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log.error({ err: error }, `${what}: could not be read; showing the shipped content`);
    await shortenCacheAfterFailure();
    return shipped;
  }
}
