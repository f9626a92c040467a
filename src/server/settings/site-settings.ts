import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import {
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  siteSettingsSchema,
} from "@/lib/settings/site-settings";
import type { ContentKind } from "@/server/content/content-kind";
import { readContent } from "@/server/content/content-kind";
import { readOrShipped } from "@/server/cache/fallback";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";

/*
 * The site settings (docs/decisions/0035): one content document, read by the header, footer,
 * contact and privacy pages, metadata, JSON-LD, the feed and the share cards. Every public
 * page carries the tag, so a save expires them all on every instance.
 */

export const SETTINGS_CACHE_TAG = "site-settings";

/** Saves refresh at once everywhere; this only bounds a missed expiry. */
const SETTINGS_CACHE_REVALIDATE_SECONDS = 300;

export const siteSettingsKind: ContentKind<SiteSettings> = {
  key: "settings",
  schema: () => siteSettingsSchema(env.IMAGE_REMOTE_HOSTS),
  shipped: DEFAULT_SITE_SETTINGS,
  // Every page shows the footer: the tag is on all of them.
  expire: { tags: [SETTINGS_CACHE_TAG] },
  noun: "Settings",
  audit: { saved: "settings.updated", restored: "settings.restored", subject: "Site settings" },
};

const readCachedSettings = unstable_cache(
  async () => (await readContent(await getDb(), siteSettingsKind)).value,
  ["site-settings"],
  { tags: [SETTINGS_CACHE_TAG], revalidate: SETTINGS_CACHE_REVALIDATE_SECONDS },
);

/**
 * The settings as the public pages show them. The build has no database (0003): the pages it
 * prerenders (the not-found page) show the shipped settings; every other page renders on its
 * first visit.
 */
export const getSiteSettings = cache(async (): Promise<SiteSettings> => {
  if (process.env.NEXT_PHASE === "phase-production-build") return DEFAULT_SITE_SETTINGS;
  // Every page reads them: while the database fails, pages show the shipped ones (0040).
  return readOrShipped("site settings", readCachedSettings, DEFAULT_SITE_SETTINGS);
});
