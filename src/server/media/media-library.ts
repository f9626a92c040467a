import "server-only";
import { type Selectable, sql } from "kysely";
import { generateId } from "@/lib/ids";
import type { MediaKind } from "@/lib/media/media-library";
import type { Db } from "@/server/db/connect";
import type { MediaTable } from "@/server/db/schema";
import { toIso } from "@/server/db/columns";

/*
 * The media library's rows (docs/decisions/0041): the only code that touches the media table.
 * One row per stored file, by its storage key; the file itself is the storage's.
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
