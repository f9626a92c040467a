import "server-only";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { getDb } from "@/server/db/database";
import {
  purgeResponseCache,
  rendersInFlightSettled,
  serverInstanceId,
} from "@/server/http/server-bridge";
import { log } from "@/server/log";
import { type CacheInvalidation, recordCacheInvalidation } from "./invalidations";

/**
 * After a write (from a Server Action or Route Handler; await it): the cached pages and reads
 * under `tags` and `paths` expire on this instance, and the same expiry is recorded for every
 * other instance sharing the database (docs/decisions/0023).
 *
 * A render that read the data before the write may still be running; when it finishes it
 * stores what it read, dated after an expiry made now, and that page would stay until its
 * revalidation time. So the expiry waits for the renders in flight. Next.js applies it when the
 * action ends, before the operator sees the result. The response cache is purged now and again
 * once the action has answered, for a page replayed from Next.js's cache in between. A failure to
 * record the expiry for the others is logged, not thrown, since the write itself has succeeded.
 */
export async function expireCachedPages(expired: CacheInvalidation, what: string): Promise<void> {
  await rendersInFlightSettled();
  for (const tag of expired.tags) revalidateTag(tag, { expire: 0 });
  const purge = () => {
    for (const path of expired.paths) purgeResponseCache(path);
  };
  purge();
  after(purge);
  try {
    await recordCacheInvalidation(await getDb(), expired, serverInstanceId());
  } catch (error) {
    log.error({ err: error, what }, "cache invalidation not recorded for the other instances");
  }
}
