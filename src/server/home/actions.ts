"use server";

import "server-only";
import { refresh } from "next/cache";
import type { ContentActionState } from "@/lib/content/content-revision";
import { restoreContent, saveContent } from "@/server/content/content-kind";
import { selectorPairsKind, serviceCardsKind } from "./home-content";

/*
 * The home screen's Server Actions, each through asAdmin() (content-kind.ts); the admin guard
 * test calls each signed out, expired and forged.
 */

type Request = { version: string; values: unknown };

const refreshed = (state: ContentActionState) => {
  if (state.status === "saved") refresh();
  return state;
};

export async function saveServiceCards(request: Request): Promise<ContentActionState> {
  return refreshed(await saveContent(serviceCardsKind, request));
}

export async function restoreServiceCards(
  revisionId: string,
  version: string,
): Promise<ContentActionState> {
  return refreshed(await restoreContent(serviceCardsKind, revisionId, version));
}

export async function saveSelectorPairs(request: Request): Promise<ContentActionState> {
  return refreshed(await saveContent(selectorPairsKind, request));
}

export async function restoreSelectorPairs(
  revisionId: string,
  version: string,
): Promise<ContentActionState> {
  return refreshed(await restoreContent(selectorPairsKind, revisionId, version));
}
