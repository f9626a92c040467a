"use server";

import "server-only";
import { refresh } from "next/cache";
import type { ContentActionState } from "@/lib/content/content-revision";
import { restoreContent, saveContent } from "@/server/content/content-kind";
import { siteSettingsKind } from "./site-settings";

/*
 * The settings screen's Server Actions. Each runs through asAdmin() (in content-kind.ts); the
 * admin guard test calls each signed out, expired and forged, and proves nothing changes.
 */

export async function saveSiteSettings(request: {
  version: string;
  values: unknown;
}): Promise<ContentActionState> {
  const result = await saveContent(siteSettingsKind, request);
  if (result.status === "saved") refresh();
  return result;
}

export async function restoreSiteSettings(
  revisionId: string,
  version: string,
): Promise<ContentActionState> {
  const result = await restoreContent(siteSettingsKind, revisionId, version);
  if (result.status === "saved") refresh();
  return result;
}
