import "server-only";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import type { Db } from "@/server/db/connect";
import { getDb } from "@/server/db/database";
import {
  purgeResponseCache,
  rendersInFlightSettled,
  serverInstanceId,
} from "@/server/http/server-bridge";
import { type CacheInvalidation, writeRecordingInvalidation } from "./invalidations";

/**
 * This instance's side of an expiry (from a Server Action or Route Handler; await it): the
 * cached pages and reads under `tags` and `paths` expire here. The other instances learn of it
 * from the row the write recorded in its transaction (writeAndExpirePages; 0023).
 *
 * A render that read the data before the write may still be running; when it finishes it
 * stores what it read, dated after an expiry made now, and that page would stay until its
 * revalidation time. So the expiry waits for the renders in flight. Next.js applies it when the
 * action ends, before the operator sees the result. The response cache is purged now and again
 * once the action has answered, for a page replayed from Next.js's cache in between.
 */
export async function expireLocalPages(expired: CacheInvalidation): Promise<void> {
  await rendersInFlightSettled();
  for (const tag of expired.tags) revalidateTag(tag, { expire: 0 });
  const purge = () => {
    for (const path of expired.paths) purgeResponseCache(path);
  };
  purge();
  after(purge);
}

/**
 * A write whose pages must expire on every instance (docs/decisions/0023): `write` runs in a
 * transaction that also records the invalidation for the other instances (both commit or
 * neither), then this instance's pages expire. `changed` tells from the result whether the
 * write changed anything (a stale edit, a delete of nothing): if not, nothing is recorded or
 * expired. A failure to record fails the write.
 */
export async function writeAndExpirePages<T>(
  expired: CacheInvalidation,
  write: (trx: Db) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const result = await writeRecordingInvalidation(
    await getDb(),
    expired,
    serverInstanceId(),
    write,
    changed,
  );
  if (changed(result)) await expireLocalPages(expired);
  return result;
}
