import "server-only";
import type { Selectable } from "kysely";
import type { ContentRevisionOrigin, ContentRevisionSummary } from "@/lib/content/content-revision";
import { SHIPPED_VERSION } from "@/lib/content/content-revision";
import { generateId } from "@/lib/ids";
import type { Db } from "@/server/db/connect";
import type { ContentRevisionsTable } from "@/server/db/schema";
import { toIso, toIsoOrNull } from "@/server/db/columns";

/*
 * Content documents and their revisions (docs/decisions/0035): the only code that touches
 * content_documents and content_revisions. A document's data is JSON text; what it means is
 * the caller's (content-kind.ts checks it with the kind's schema). Every write keeps a copy,
 * numbered per document, and deletes copies beyond `keep`, in the write's transaction.
 */

export type StoredDocument = { data: unknown; version: string; updatedAt: string };

export type DocumentWrite = {
  /** The version the writer started from (SHIPPED_VERSION: no document yet); else refused. */
  expectedVersion: string;
  origin: Exclude<ContentRevisionOrigin, "shipped">;
  restoredFrom?: Date | null;
  sessionRef: string | null;
  /** The default a first save replaces, kept as the first revision so it can be restored. */
  shipped: unknown;
  keep: number;
  now?: Date;
};

export type WriteResult = { status: "saved"; version: string } | { status: "stale" };

const parse = (text: string): unknown => JSON.parse(text);

export async function readDocument(db: Db, key: string): Promise<StoredDocument | null> {
  const row = await db
    .selectFrom("contentDocuments")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  return row
    ? { data: parse(row.data), version: row.version, updatedAt: toIso(row.updatedAt) }
    : null;
}

/** Every document whose key starts with `prefix`, by key. */
export async function listDocuments(
  db: Db,
  prefix: string,
): Promise<Array<StoredDocument & { key: string }>> {
  const rows = await db
    .selectFrom("contentDocuments")
    .selectAll()
    .where("key", "like", `${prefix.replace(/[%_\\]/g, "\\$&")}%`)
    .orderBy("key")
    .execute();
  return rows
    .filter((row) => row.key.startsWith(prefix))
    .map((row) => ({
      key: row.key,
      data: parse(row.data),
      version: row.version,
      updatedAt: toIso(row.updatedAt),
    }));
}

async function addRevision(
  db: Db,
  key: string,
  values: {
    data: string;
    origin: ContentRevisionOrigin;
    restoredFrom: Date | null;
    sessionRef: string | null;
    createdAt: Date;
  },
): Promise<number> {
  const last = await db
    .selectFrom("contentRevisions")
    .select((eb) => eb.fn.max("number").as("last"))
    .where("documentKey", "=", key)
    .executeTakeFirst();
  const number = last?.last === null || last?.last === undefined ? 1 : Number(last.last) + 1;
  await db
    .insertInto("contentRevisions")
    .values({ id: generateId(), documentKey: key, number, ...values })
    .execute();
  return number;
}

/**
 * Writes a document if it is still at `expectedVersion`, with its revision, in one transaction
 * (the caller's, if it runs in one).
 */
export async function writeDocument(
  db: Db,
  key: string,
  data: unknown,
  write: DocumentWrite,
): Promise<WriteResult> {
  const run = async (trx: Db): Promise<WriteResult> => {
    const now = write.now ?? new Date();
    const current = await trx
      .selectFrom("contentDocuments")
      .select("version")
      .where("key", "=", key)
      .executeTakeFirst();
    if ((current?.version ?? SHIPPED_VERSION) !== write.expectedVersion) return { status: "stale" };
    const version = generateId();
    const text = JSON.stringify(data);
    if (current) {
      await trx
        .updateTable("contentDocuments")
        .set({ data: text, version, updatedAt: now })
        .where("key", "=", key)
        .execute();
    } else {
      await trx
        .insertInto("contentDocuments")
        .values({ key, data: text, version, updatedAt: now })
        .execute();
    }
    const hasHistory = await trx
      .selectFrom("contentRevisions")
      .select("id")
      .where("documentKey", "=", key)
      .limit(1)
      .executeTakeFirst();
    if (!current && !hasHistory && write.shipped !== undefined) {
      await addRevision(trx, key, {
        data: JSON.stringify(write.shipped),
        origin: "shipped",
        restoredFrom: null,
        sessionRef: null,
        createdAt: new Date(now.getTime() - 1),
      });
    }
    const number = await addRevision(trx, key, {
      data: text,
      origin: write.origin,
      restoredFrom: write.restoredFrom ?? null,
      sessionRef: write.sessionRef,
      createdAt: now,
    });
    await trx
      .deleteFrom("contentRevisions")
      .where("documentKey", "=", key)
      .where("number", "<=", number - write.keep)
      .execute();
    return { status: "saved", version };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Deletes a document and its history; whether it existed. */
export async function deleteDocument(db: Db, key: string): Promise<boolean> {
  await db.deleteFrom("contentRevisions").where("documentKey", "=", key).execute();
  const result = await db.deleteFrom("contentDocuments").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function toSummary(row: Selectable<ContentRevisionsTable>): ContentRevisionSummary {
  return {
    id: row.id,
    number: row.number,
    origin: row.origin,
    restoredFrom: toIsoOrNull(row.restoredFrom),
    sessionRef: row.sessionRef,
    createdAt: toIso(row.createdAt),
  };
}

/** A document's revisions, newest first. */
export async function listRevisions(db: Db, key: string): Promise<ContentRevisionSummary[]> {
  const rows = await db
    .selectFrom("contentRevisions")
    .selectAll()
    .where("documentKey", "=", key)
    .orderBy("number", "desc")
    .execute();
  return rows.map(toSummary);
}

/** One revision of a document, with its data; null if it is not that document's. */
export async function getRevision(
  db: Db,
  key: string,
  id: string,
): Promise<(ContentRevisionSummary & { data: unknown }) | null> {
  const row = await db
    .selectFrom("contentRevisions")
    .selectAll()
    .where("documentKey", "=", key)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { ...toSummary(row), data: parse(row.data) } : null;
}
