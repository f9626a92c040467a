import "server-only";
import type { AuditEntry, AuditKind } from "@/lib/audit/audit-kinds";
import { isAuditKind } from "@/lib/audit/audit-kinds";
import { generateId } from "@/lib/ids";
import { type PageInfo, pageCount, pageWindow } from "@/lib/paging";
import type { Db } from "@/server/db/connect";
import { toIso } from "@/server/db/timestamps";

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

export type AuditRecord = {
  kind: AuditKind;
  subject?: string | null;
  detail?: string | null;
  clientAddress?: string | null;
};

const clip = (value: string | null | undefined, max: number) =>
  value ? value.slice(0, max) : null;

/** Writes one entry (on `db`, which may be a transaction, so it commits with the change). */
export async function recordAuditEntry(
  db: Db,
  record: AuditRecord,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      id: auditId(now),
      kind: record.kind,
      subject: clip(record.subject, SUBJECT_MAX),
      detail: clip(record.detail, DETAIL_MAX),
      clientAddress: clip(record.clientAddress, ADDRESS_MAX),
      createdAt: now,
    })
    .execute();
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
    isAuditKind(row.kind) ? [{ ...row, kind: row.kind, createdAt: toIso(row.createdAt) }] : [],
  );
  return { entries, page, pageSize, total, pageCount: pageCount(total, pageSize) };
}

/** Deletes entries older than `before`; how many went. */
export async function purgeAuditEntries(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("auditLog").where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
