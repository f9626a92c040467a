import "server-only";
import type { AuditEntry, AuditKind } from "@/lib/audit/audit-kinds";
import { isAuditKind } from "@/lib/audit/audit-kinds";
import { generateId } from "@/lib/ids";
import { type PageInfo, pageCount, pageWindow } from "@/lib/paging";
import type { Db } from "@/server/db/connect";
import { toIso } from "@/server/db/columns";

/*
 * The audit log's repository (docs/decisions/0025): the only code that touches audit_log.
 * Callers pass what an entry says; nothing here could hold a key, a code or a token, because
 * no caller passes one (the subject is a title or an id, the detail a fixed phrase).
 */

/**
 * An entry's id sorts as it was written: the time in milliseconds, then this process's count,
 * then random characters (so ids from several processes never collide). Two entries of one
 * action in the same millisecond (created, then published) so keep their order on the screen.
 */
let sequence = 0;
function auditId(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return (
    now.getTime().toString(36).padStart(9, "0") +
    sequence.toString(36).padStart(4, "0") +
    generateId(11)
  );
}
const SUBJECT_MAX = 200;
const DETAIL_MAX = 500;
const ADDRESS_MAX = 64;
const REPEAT_KEY_MAX = 200;

export type AuditRecord = {
  kind: AuditKind;
  subject?: string | null;
  detail?: string | null;
  clientAddress?: string | null;
  /**
   * For an event that may come in floods (a refused sign-in): entries with the same key are one
   * row, whose count goes up and whose last time moves on (e.g. one per address and window).
   */
  repeatKey?: string;
};

const clip = (value: string | null | undefined, max: number) =>
  value ? value.slice(0, max) : null;

/**
 * Writes one entry (on `db`, which may be a transaction, so it commits with the change), or,
 * with a repeat key already written, counts one more on that entry: one atomic upsert, so
 * several instances counting at once never write two rows or lose a count. Returns how many
 * times the entry now stands for (1 for a new one).
 */
export async function recordAuditEntry(
  db: Db,
  record: AuditRecord,
  now: Date = new Date(),
): Promise<number> {
  const row = await db
    .insertInto("auditLog")
    .values({
      id: auditId(now),
      kind: record.kind,
      subject: clip(record.subject, SUBJECT_MAX),
      detail: clip(record.detail, DETAIL_MAX),
      clientAddress: clip(record.clientAddress, ADDRESS_MAX),
      createdAt: now,
      repeatKey: record.repeatKey ? clip(record.repeatKey, REPEAT_KEY_MAX) : null,
      occurrences: 1,
      lastAt: now,
    })
    .onConflict((conflict) =>
      conflict.column("repeatKey").doUpdateSet((eb) => ({
        occurrences: eb("auditLog.occurrences", "+", 1),
        lastAt: eb.ref("excluded.lastAt"),
      })),
    )
    .returning("occurrences")
    .executeTakeFirstOrThrow();
  return Number(row.occurrences);
}

/** One page of entries, newest first, of one kind or all. */
export async function listAuditEntries(
  db: Db,
  options: { page?: number; pageSize: number; kind?: AuditKind },
): Promise<PageInfo & { entries: AuditEntry[] }> {
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  let rowsQuery = db.selectFrom("auditLog").selectAll();
  let countQuery = db.selectFrom("auditLog").select((eb) => eb.fn.countAll().as("total"));
  if (options.kind) {
    rowsQuery = rowsQuery.where("kind", "=", options.kind);
    countQuery = countQuery.where("kind", "=", options.kind);
  }
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    countQuery.executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  const entries = rows.flatMap((row): AuditEntry[] =>
    isAuditKind(row.kind)
      ? [
          {
            id: row.id,
            kind: row.kind,
            subject: row.subject,
            detail: row.detail,
            clientAddress: row.clientAddress,
            createdAt: toIso(row.createdAt),
            occurrences: Number(row.occurrences),
            lastAt: Number(row.occurrences) > 1 && row.lastAt ? toIso(row.lastAt) : null,
          },
        ]
      : [],
  );
  return { entries, page, pageSize, total, pageCount: pageCount(total, pageSize) };
}

/** Deletes entries older than `before`; how many went. */
export async function purgeAuditEntries(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("auditLog").where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
