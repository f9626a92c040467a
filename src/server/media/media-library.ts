import "server-only";
import { type Selectable, sql } from "kysely";
import { generateId } from "@/lib/ids";
import type { MediaAltRevision, MediaKind, MediaRevisionOrigin } from "@/lib/media/media-library";
import type { Db } from "@/server/db/connect";
import type { MediaRevisionsTable, MediaTable } from "@/server/db/schema";
import { toIso, toIsoOrNull } from "@/server/db/columns";
import { mediaContentType } from "@/server/storage/media-storage";

/*
 * The media library's rows (docs/decisions/0041): the only code that touches the media and
 * media_revisions tables. One row per stored file, by its storage key; the file itself is the
 * storage's. Every alt text save keeps a copy, numbered per file, and deletes copies beyond
 * `keep`, in the save's transaction (as content documents do: 0035).
 */

export type MediaRow = {
  id: string;
  key: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  name: string;
  alt: string;
  source: "upload" | "storage";
  uploadedAt: string;
};

export type NewMedia = Omit<MediaRow, "id" | "alt" | "uploadedAt"> & { uploadedAt?: Date };

function toRow(row: Selectable<MediaTable>): MediaRow {
  return { ...row, bytes: Number(row.bytes), uploadedAt: toIso(row.uploadedAt) };
}

/**
 * Records a stored file; a file already recorded (the same content uploaded again, or found by
 * two instances at once) keeps its row. Answers the row.
 */
export async function recordMedia(db: Db, media: NewMedia): Promise<MediaRow> {
  const { uploadedAt, ...values } = media;
  await db
    .insertInto("media")
    .values({ id: generateId(), ...values, uploadedAt: uploadedAt ?? new Date() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await getMediaByKey(db, media.key);
  if (!row) throw new Error(`media row for ${media.key} vanished`);
  return row;
}

/** What an upload stored, as the media library records it. */
export type StoredUpload = {
  key: string;
  bytes: number;
  width?: number | null;
  height?: number | null;
};

/**
 * Records a file an upload has just stored, under the name it came with: the upload route's
 * files and the base64 images pasted into a post, in the library the moment they are stored.
 */
export function recordUpload(
  db: Db,
  stored: StoredUpload,
  kind: MediaKind,
  name: string,
): Promise<MediaRow> {
  return recordMedia(db, {
    key: stored.key,
    kind,
    contentType: mediaContentType(stored.key),
    bytes: stored.bytes,
    width: stored.width ?? null,
    height: stored.height ?? null,
    name,
    source: "upload",
  });
}

export async function getMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRow(row);
}

export async function getMediaByKey(db: Db, key: string): Promise<MediaRow | undefined> {
  const row = await db.selectFrom("media").selectAll().where("key", "=", key).executeTakeFirst();
  return row && toRow(row);
}

/** Every recorded key (to tell which stored files have no row yet). */
export async function listMediaKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("media").select("key").execute();
  return new Set(rows.map((row) => row.key));
}

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/** A page of the library, newest first, optionally only names (or keys) containing `search`. */
export async function listMedia(
  db: Db,
  options: { search?: string; offset: number; limit: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const search = options.search?.trim().toLowerCase();
  let query = db.selectFrom("media");
  if (search) {
    const pattern = sql<string>`${likePattern(search)} escape '\\'`;
    query = query.where((eb) =>
      eb.or([eb(sql<string>`lower(name)`, "like", pattern), eb("key", "like", pattern)]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("uploadedAt", "desc")
    .orderBy("id")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { rows: rows.map(toRow), total: Number(total.n) };
}

/** Sets a file's alt text; whether the file is still in the library. */
export async function setMediaAlt(db: Db, id: string, alt: string): Promise<boolean> {
  const result = await db.updateTable("media").set({ alt }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMediaRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("media").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The alt text of every file that has some, by key: what the public pages look up. */
export async function listMediaAlts(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom("media").select(["key", "alt"]).where("alt", "<>", "").execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.alt]));
}

/** How an alt text is written: as documents.ts's DocumentWrite, for one line of text. */
export type AltWrite = {
  /** The alt text the writer was shown; the write is refused if the file has another now. */
  expectedAlt?: string;
  origin: Exclude<MediaRevisionOrigin, "earlier">;
  restoredFrom?: Date | null;
  keep: number;
  now?: Date;
};

export type AltWriteResult =
  { status: "saved"; changed: boolean } | { status: "stale"; alt: string } | { status: "gone" };

type NewRevision = {
  alt: string;
  origin: MediaRevisionOrigin;
  restoredFrom: Date | null;
  createdAt: Date;
};

/** The number of a file's newest alt-text revision, or 0 when it has none. */
async function lastRevisionNumber(db: Db, mediaId: string): Promise<number> {
  const last = await db
    .selectFrom("mediaRevisions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("mediaId", "=", mediaId)
    .executeTakeFirst();
  return last?.last === null || last?.last === undefined ? 0 : Number(last.last);
}

async function addRevision(db: Db, mediaId: string, values: NewRevision): Promise<number> {
  const number = (await lastRevisionNumber(db, mediaId)) + 1;
  await db
    .insertInto("mediaRevisions")
    .values({ id: generateId(), mediaId, number, ...values })
    .execute();
  return number;
}

async function pruneRevisions(db: Db, mediaId: string, keep: number): Promise<void> {
  const last = await lastRevisionNumber(db, mediaId);
  if (last === 0) return;
  await db
    .deleteFrom("mediaRevisions")
    .where("mediaId", "=", mediaId)
    .where("number", "<=", last - keep)
    .execute();
}

/**
 * Sets a file's alt text with its revision, in one transaction (the caller's, if it runs in
 * one). The first save also keeps the text it replaces (origin "earlier"), so the text a file
 * came with can be restored like any other. Writing the text the file already has changes
 * nothing and keeps no revision.
 */
export async function writeMediaAlt(
  db: Db,
  id: string,
  alt: string,
  write: AltWrite,
): Promise<AltWriteResult> {
  const run = async (trx: Db): Promise<AltWriteResult> => {
    const now = write.now ?? new Date();
    const current = await trx
      .selectFrom("media")
      .select("alt")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return { status: "gone" };
    // The text asked for is there already, whoever wrote it: nothing to refuse or to write.
    if (current.alt === alt) return { status: "saved", changed: false };
    if (write.expectedAlt !== undefined && current.alt !== write.expectedAlt)
      return { status: "stale", alt: current.alt };
    // Checked again by the update itself, which waits for a concurrent save on PostgreSQL.
    let update = trx.updateTable("media").set({ alt }).where("id", "=", id);
    if (write.expectedAlt !== undefined) update = update.where("alt", "=", write.expectedAlt);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { status: "stale", alt: current.alt };
    const hasHistory = await trx
      .selectFrom("mediaRevisions")
      .select("id")
      .where("mediaId", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (!hasHistory) {
      await addRevision(trx, id, {
        alt: current.alt,
        origin: "earlier",
        restoredFrom: null,
        createdAt: new Date(now.getTime() - 1),
      });
    }
    await addRevision(trx, id, {
      alt,
      origin: write.origin,
      restoredFrom: write.restoredFrom ?? null,
      createdAt: now,
    });
    await pruneRevisions(trx, id, write.keep);
    return { status: "saved", changed: true };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

function toRevision(row: Selectable<MediaRevisionsTable>): MediaAltRevision {
  return {
    id: row.id,
    number: Number(row.number),
    alt: row.alt,
    origin: row.origin,
    restoredFrom: toIsoOrNull(row.restoredFrom),
    createdAt: toIso(row.createdAt),
  };
}

/** The alt text history of each file, newest first, by file id (files without one: none). */
export async function listAltRevisions(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, MediaAltRevision[]>> {
  const history = new Map<string, MediaAltRevision[]>();
  if (ids.length === 0) return history;
  const rows = await db
    .selectFrom("mediaRevisions")
    .selectAll()
    .where("mediaId", "in", [...ids])
    .orderBy("mediaId")
    .orderBy("number", "desc")
    .execute();
  for (const row of rows) {
    const list = history.get(row.mediaId) ?? [];
    list.push(toRevision(row));
    history.set(row.mediaId, list);
  }
  return history;
}

/** One revision of a file's alt text; undefined if it is not that file's. */
export async function getAltRevision(
  db: Db,
  mediaId: string,
  id: string,
): Promise<MediaAltRevision | undefined> {
  const row = await db
    .selectFrom("mediaRevisions")
    .selectAll()
    .where("mediaId", "=", mediaId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRevision(row);
}

/**
 * A replace's part in the history (run in its transaction, before the old row goes): the new
 * file gets the old one's revisions as it gets its alt text. Both histories are kept, renumbered
 * so that the file whose text stays (`altKept`'s owner) comes last, with that text on top (kept
 * as a revision when neither history had it last); then pruned to `keep`.
 */
export async function carryAltHistory(
  db: Db,
  from: MediaRow,
  to: MediaRow,
  options: { keep: number; now?: Date },
): Promise<void> {
  const altKept = to.alt || from.alt;
  const [first, last] = to.alt || !from.alt ? [from, to] : [to, from];
  const revisions = await listAltRevisions(db, [from.id, to.id]);
  const ordered = [
    ...(revisions.get(first.id) ?? []).reverse(),
    ...(revisions.get(last.id) ?? []).reverse(),
  ];
  if (ordered.length === 0) return;
  await db.deleteFrom("mediaRevisions").where("mediaId", "in", [from.id, to.id]).execute();
  const rows = ordered.map((revision, index) => ({
    id: revision.id,
    mediaId: to.id,
    number: index + 1,
    alt: revision.alt,
    origin: revision.origin,
    restoredFrom: revision.restoredFrom === null ? null : new Date(revision.restoredFrom),
    createdAt: new Date(revision.createdAt),
  }));
  await db.insertInto("mediaRevisions").values(rows).execute();
  if (ordered.at(-1)?.alt !== altKept) {
    await addRevision(db, to.id, {
      alt: altKept,
      origin: "earlier",
      restoredFrom: null,
      createdAt: options.now ?? new Date(),
    });
  }
  await pruneRevisions(db, to.id, options.keep);
}
