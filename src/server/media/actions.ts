"use server";

import "server-only";
import { refresh } from "next/cache";
import { isId } from "@/lib/ids";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import {
  type MediaActionState,
  mediaAltSaveSchema,
  mediaAltSchema,
  mediaRestoreSchema,
  type MediaUsage,
} from "@/lib/media/media-library";
import { audit } from "@/server/audit/audit";
import { asAdmin } from "@/server/auth/session";
import { writeAndExpirePages } from "@/server/cache/expire-pages";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { getMediaStorage } from "@/server/storage/storage";
import { MEDIA_CACHE_TAG } from "./media-alts";
import {
  carryAltHistory,
  deleteMediaRow,
  getAltRevision,
  getMedia,
  type MediaRow,
  setMediaAlt,
  writeMediaAlt,
} from "./media-library";
import { findUsages, REFERENCE_CACHE_TAGS, rewriteReferences } from "./media-usage";

/*
 * The media library's Server Actions (docs/decisions/0041). Each runs through asAdmin(); the
 * admin guard test calls each signed out, expired and forged, and proves nothing changes.
 * Arguments are typed for callers but checked as untrusted.
 */

const GONE = "That file is no longer in the library. Reload the page.";
const NO_REVISION = "That earlier alt text is no longer in the history. Reload the page.";

/** "Post “Launch”, Page /BrandIdentity and Site settings". */
function listPlaces(usages: readonly MediaUsage[]): string {
  const labels = usages.map((usage) => usage.label);
  return labels.length <= 1
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** Removes a file whose row is gone; a failure leaves the file, which the library finds again. */
async function removeStoredFile(key: string): Promise<void> {
  try {
    await getMediaStorage().delete(key);
  } catch (error) {
    log.error({ err: error, key }, "a deleted media file could not be removed from the storage");
  }
}

/**
 * Sets a file's alt text, shown wherever the image appears without alt text of its own; the
 * text it replaces stays in the file's history. `shownAlt` is the alt text the screen showed:
 * if another save changed it since, nothing is written and the answer says what is saved now
 * (`current`), so a second save over it is made knowingly.
 */
export async function saveMediaAlt(id: string, values: unknown): Promise<MediaActionState> {
  return asAdmin(async () => {
    if (!isId(id)) return { status: "error", message: GONE };
    const parsed = mediaAltSaveSchema.safeParse(values);
    if (!parsed.success)
      return {
        status: "invalid",
        message: parsed.error.issues[0]?.message ?? "Check the alt text.",
      };
    try {
      const row = await getMedia(await getDb(), id);
      if (!row) return { status: "error", message: GONE };
      const saved = await writeAndExpirePages(
        { tags: [MEDIA_CACHE_TAG] },
        (trx) =>
          writeMediaAlt(trx, id, parsed.data.alt, {
            expectedAlt: parsed.data.shownAlt,
            origin: "saved",
            keep: env.POST_REVISIONS_KEPT,
          }),
        (done) => done.status === "saved" && done.changed,
      );
      if (saved.status === "gone") return { status: "error", message: GONE };
      if (saved.status === "stale") {
        const now = saved.alt ? `changed to “${saved.alt}”` : "removed";
        return {
          status: "stale",
          current: saved.alt,
          message: `The alt text of ${row.name} was ${now} after this page was loaded, so yours was not saved. Your text is still in the field: save again to replace it.`,
        };
      }
      await audit({
        kind: "media.updated",
        subject: row.name,
        detail: parsed.data.alt ? "alt text set" : "alt text removed",
      });
      refresh();
      return {
        status: "done",
        id,
        message: parsed.data.alt
          ? `Alt text of ${row.name} saved.`
          : `Alt text of ${row.name} removed.`,
      };
    } catch (error) {
      log.error({ err: error, id }, "saving alt text failed");
      return { status: "error", message: "The alt text could not be saved." };
    }
  });
}

/**
 * Puts an earlier alt text back (`revisionId`, from the file's history) as a new save, which
 * keeps the text it replaces. `shownAlt` is the file's alt text as the screen showed it: if it
 * has changed since, the restore is refused (nothing written) and the operator reloads.
 */
export async function restoreMediaAlt(
  id: string,
  revisionId: string,
  shownAlt: string,
): Promise<MediaActionState> {
  return asAdmin(async () => {
    const request = mediaRestoreSchema.safeParse({ id, revisionId, shownAlt });
    if (!request.success) return { status: "error", message: NO_REVISION };
    try {
      const db = await getDb();
      const row = await getMedia(db, request.data.id);
      if (!row) return { status: "error", message: GONE };
      const revision = await getAltRevision(db, row.id, request.data.revisionId);
      if (!revision) return { status: "error", message: NO_REVISION };
      const text = mediaAltSchema.safeParse({ alt: revision.alt });
      if (!text.success)
        return {
          status: "error",
          message: `Revision ${revision.number} cannot be restored as it is: ${text.error.issues[0]?.message ?? "it is not valid any more."} Write the alt text instead.`,
        };
      const result = await writeAndExpirePages(
        { tags: [MEDIA_CACHE_TAG] },
        (trx) =>
          writeMediaAlt(trx, row.id, text.data.alt, {
            expectedAlt: request.data.shownAlt,
            origin: "restored",
            restoredFrom: new Date(revision.createdAt),
            keep: env.POST_REVISIONS_KEPT,
          }),
        (done) => done.status === "saved" && done.changed,
      );
      if (result.status === "gone") return { status: "error", message: GONE };
      if (result.status === "stale")
        return {
          status: "stale",
          message: `The alt text of ${row.name} was changed after this page was loaded. Reload the page to see it and its history, then restore again.`,
        };
      await audit({
        kind: "media.restored",
        subject: row.name,
        detail: `revision ${revision.number} of ${formatScheduleTime(revision.createdAt)}`,
      });
      refresh();
      return {
        status: "done",
        id: row.id,
        alt: text.data.alt,
        message: `Alt text of ${row.name} restored from revision ${revision.number}.`,
      };
    } catch (error) {
      log.error({ err: error, id }, "restoring alt text failed");
      return { status: "error", message: "The earlier alt text could not be restored." };
    }
  });
}

/** Deletes a file nothing uses: its row, then the stored file. Refused, naming them, if used. */
export async function deleteMedia(id: string): Promise<MediaActionState> {
  return asAdmin(async () => {
    if (!isId(id)) return { status: "error", message: GONE };
    try {
      const db = await getDb();
      const result = await db.transaction().execute(async (trx) => {
        const row = await getMedia(trx, id);
        if (!row) return { status: "gone" } as const;
        const usages = (await findUsages(trx, [row.key])).get(row.key) ?? [];
        if (usages.length > 0) return { status: "in-use", row, usages } as const;
        await deleteMediaRow(trx, id);
        return { status: "deleted", row } as const;
      });
      if (result.status === "gone") return { status: "error", message: GONE };
      if (result.status === "in-use")
        return {
          status: "in-use",
          usages: result.usages,
          message: `${result.row.name} is used in ${listPlaces(result.usages)}. Remove it there (or replace it) before deleting it.`,
        };
      await removeStoredFile(result.row.key);
      await audit({ kind: "media.deleted", subject: result.row.name, detail: result.row.key });
      refresh();
      return { status: "done", message: `${result.row.name} deleted.` };
    } catch (error) {
      log.error({ err: error, id }, "deleting a media file failed");
      return { status: "error", message: "The file could not be deleted." };
    }
  });
}

const REFUSED_REPLACEMENTS: Record<"gone" | "same" | "kind", MediaActionState> = {
  gone: { status: "error", message: GONE },
  same: { status: "invalid", message: "That is the same file. Choose another one." },
  kind: { status: "invalid", message: "Replace an image with an image, a video with a video." },
};

type Replaced =
  | { status: "gone" | "same" | "kind" }
  | { status: "replaced"; old: MediaRow; replacement: MediaRow; places: number };

/**
 * Replaces a file by another already uploaded (`replacementId`, from the upload route): every
 * place that used the old file, its history included, points at the new one in one
 * transaction; the new file takes the old one's alt text if it has none, and its history, and
 * the old file is deleted. The new file has its own address (a name made from its content), so no browser or
 * cache keeps showing the old one under it.
 */
export async function replaceMedia(id: string, replacementId: string): Promise<MediaActionState> {
  return asAdmin(async () => {
    if (!isId(id) || !isId(replacementId)) return { status: "error", message: GONE };
    if (id === replacementId)
      return { status: "invalid", message: "That is the same file. Choose another one." };
    try {
      const result = await writeAndExpirePages<Replaced>(
        { tags: [...REFERENCE_CACHE_TAGS, MEDIA_CACHE_TAG] },
        async (trx) => {
          const old = await getMedia(trx, id);
          const replacement = await getMedia(trx, replacementId);
          if (!old || !replacement) return { status: "gone" };
          if (old.key === replacement.key) return { status: "same" };
          if (old.kind !== replacement.kind) return { status: "kind" };
          const places = await rewriteReferences(trx, old.key, replacement.key);
          await carryAltHistory(trx, old, replacement, { keep: env.POST_REVISIONS_KEPT });
          if (!replacement.alt && old.alt) await setMediaAlt(trx, replacement.id, old.alt);
          await deleteMediaRow(trx, old.id);
          return { status: "replaced", old, replacement, places };
        },
        (done) => done.status === "replaced",
      );
      if (result.status !== "replaced") return REFUSED_REPLACEMENTS[result.status];
      await removeStoredFile(result.old.key);
      const { old, replacement, places } = result;
      const where = places === 1 ? "1 place" : `${places} places`;
      await audit({
        kind: "media.replaced",
        subject: old.name,
        detail: `by ${replacement.name} in ${where}`,
      });
      refresh();
      return {
        status: "done",
        id: replacement.id,
        message: `${old.name} replaced by ${replacement.name} in ${where}.`,
      };
    } catch (error) {
      log.error({ err: error, id }, "replacing a media file failed");
      return { status: "error", message: "The file could not be replaced." };
    }
  });
}
