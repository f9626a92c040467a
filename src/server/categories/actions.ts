"use server";

import "server-only";
import { refresh } from "next/cache";
import { PAGE_ADDED_MESSAGE, pagePathSchema } from "@/lib/categories/category-page";
import type { ContentActionState } from "@/lib/content/content-revision";
import { restoreContent, saveContent } from "@/server/content/content-kind";
import { newPageKind, pageKind } from "./pages";

/*
 * The pages screens' Server Actions, each through asAdmin() (content-kind.ts); the admin guard
 * test calls each signed out, expired and forged.
 */

type Request = { version: string; values: unknown };

const refreshed = (state: ContentActionState) => {
  if (state.status === "saved") refresh();
  return state;
};

const NO_PAGE: ContentActionState = { status: "error", message: "That page no longer exists." };

export async function savePage(path: unknown, request: Request): Promise<ContentActionState> {
  const parsed = pagePathSchema.safeParse(path);
  if (!parsed.success) return NO_PAGE;
  return refreshed(await saveContent(pageKind(parsed.data), request));
}

export async function restorePage(
  path: unknown,
  revisionId: string,
  version: string,
): Promise<ContentActionState> {
  const parsed = pagePathSchema.safeParse(path);
  if (!parsed.success) return NO_PAGE;
  return refreshed(await restoreContent(pageKind(parsed.data), revisionId, version));
}

/** Adds a page at the path its values name; "Page added." with the new page's version. */
export async function createPage(values: unknown): Promise<ContentActionState> {
  const path = pagePathSchema.safeParse((values as { path?: unknown } | null)?.path);
  if (!path.success)
    return {
      status: "invalid",
      errors: { path: path.error.issues[0]?.message ?? "Give the page a path." },
      message: "Check the highlighted fields.",
    };
  const state = await saveContent(newPageKind(path.data), { version: "shipped", values });
  return state.status === "saved" ? { ...state, message: PAGE_ADDED_MESSAGE } : state;
}
