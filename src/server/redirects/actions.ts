"use server";

import "server-only";
import { refresh } from "next/cache";
import type { ContentActionState } from "@/lib/content/content-revision";
import { restoreContent, saveContent } from "@/server/content/content-kind";
import { redirectsKind } from "./redirects";

/*
 * The redirects screen's Server Actions, each through asAdmin() (content-kind.ts); the admin
 * guard test calls each signed out, expired and forged.
 */

const refreshed = (state: ContentActionState) => {
  if (state.status === "saved") refresh();
  return state;
};

export async function saveRedirects(request: {
  version: string;
  values: unknown;
}): Promise<ContentActionState> {
  return refreshed(await saveContent(redirectsKind, request));
}

export async function restoreRedirects(
  revisionId: string,
  version: string,
): Promise<ContentActionState> {
  return refreshed(await restoreContent(redirectsKind, revisionId, version));
}
