import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import type { WorkItem } from "@/content/works";
import { type MediaAlts, mediaAltFor } from "@/lib/media/media-library";
import { readOrShipped } from "@/server/cache/fallback";
import { getDb } from "@/server/db/database";
import { listMediaAlts } from "./media-library";

/*
 * The alt text written in the media library, for the public pages (docs/decisions/0041): one
 * cached read per render, tagged, so an edit in the library expires every page that shows an
 * image on every instance (writeAndExpirePages).
 */

export const MEDIA_CACHE_TAG = "media";

/** Edits expire the tag at once everywhere; this only bounds a missed expiry. */
const MEDIA_CACHE_REVALIDATE_SECONDS = 300;

const readCachedAlts = unstable_cache(async () => listMediaAlts(await getDb()), ["media-alts"], {
  tags: [MEDIA_CACHE_TAG],
  revalidate: MEDIA_CACHE_REVALIDATE_SECONDS,
});

/** Alt text by storage key; none during the build (no database) or while the database fails. */
export const getMediaAlts = cache(async (): Promise<MediaAlts> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return {};
  return readOrShipped("media alt text", readCachedAlts, {});
});

/** The works with the library's alt text for their images (the tiles are Client Components). */
export async function describeWorks(works: readonly WorkItem[]): Promise<WorkItem[]> {
  const alts = await getMediaAlts();
  return works.map((work) => {
    const imageAlt = mediaAltFor(alts, work.image);
    return imageAlt ? { ...work, imageAlt } : work;
  });
}
