import "server-only";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

/**
 * Expires Next.js cache tags in this process from outside a request, as
 * `revalidateTag(tag, { expire: 0 })` does inside one (docs/decisions/0023).
 *
 * revalidateTag needs Next's work store (a Server Action, a Route Handler); an invalidation
 * read from the database by the production server arrives outside any. With the default cache
 * handler (no `cacheHandler`, `isrFlushToDisk: false`), the tag state lives in this one Map of
 * Next's, shared by every bundle of the process (a `.external` module): revalidateTag stores
 * `{ stale: now, expired: now + expire }` per tag, and every read of an ISR page or an
 * `unstable_cache` entry compares the entry's date with it. This writes the same. It is
 * internal to Next.js: the cluster test (tests/e2e/cluster.spec.ts) fails if an upgrade moves
 * it (the import itself fails the build if the module goes).
 */
export function expireNextCacheTags(tags: readonly string[], now = Date.now()): void {
  for (const tag of tags) {
    tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
  }
}
