import "server-only";
import { revalidateTag } from "next/cache";
import type { Db } from "@/server/db/connect";
import { getDb } from "@/server/db/database";
import { type CacheInvalidation, writeRecordingInvalidation } from "./invalidations";
import { serverProcessId } from "./process-id";

/**
 * A write whose pages must expire on every instance (docs/decisions/0030): `write` runs in a
 * transaction that also records the cache tags it expires (both commit or neither), then the
 * tags expire in this process through Next.js (revalidateTag, which reaches the cache handler);
 * every other process's cache handler reads the record within a second. `changed` tells from
 * the result whether the write changed anything (a stale edit, a delete of nothing): if not,
 * nothing is recorded or expired. A failure to record fails the write. Call it from a Server
 * Action or a Route Handler; code outside a request records with writeRecordingInvalidation.
 */
export async function writeAndExpirePages<T>(
  expired: CacheInvalidation,
  write: (trx: Db) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const result = await writeRecordingInvalidation(
    await getDb(),
    expired,
    serverProcessId(),
    write,
    changed,
  );
  if (changed(result)) for (const tag of expired.tags) revalidateTag(tag, { expire: 0 });
  return result;
}
