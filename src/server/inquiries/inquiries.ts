import "server-only";
import type { Selectable } from "kysely";
import { generateId } from "@/lib/ids";
import type { Delivery, DeliveryChannel, Inquiry, InquiryStatus } from "@/lib/inquiries/inquiry";
import type { ProjectType } from "@/lib/inquiries/inquiry-values";
import { type PageInfo, pageCount, pageWindow } from "@/lib/paging";
import type { Db } from "@/server/db/connect";
import type { InquiriesTable, InquiryDeliveriesTable } from "@/server/db/schema";
import { toIso, toIsoOrNull } from "@/server/db/columns";

/*
 * The inquiries repository: the only code that reads or writes inquiries (the outbox's own
 * bookkeeping is in outbox.ts).
 */

export type NewInquiry = Pick<
  Inquiry,
  "name" | "email" | "company" | "project" | "message" | "clientHash" | "userAgent" | "referrer"
> & {
  /** The form token's nonce: a second post of the same form is not stored again. */
  submissionId: string;
};

export type InquiryPage = PageInfo & { inquiries: Inquiry[] };

function toDelivery(row: Selectable<InquiryDeliveriesTable>): Delivery {
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: toIso(row.nextAttemptAt),
    lastAttemptAt: toIsoOrNull(row.lastAttemptAt),
    lastError: row.lastError,
    deliveredAt: toIsoOrNull(row.deliveredAt),
  };
}

function toInquiry(row: Selectable<InquiriesTable>, deliveries: Delivery[]): Inquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    project: row.project as ProjectType | null,
    message: row.message,
    clientHash: row.clientHash,
    userAgent: row.userAgent,
    referrer: row.referrer,
    status: row.status,
    handledAt: toIsoOrNull(row.handledAt),
    createdAt: toIso(row.createdAt),
    deliveries,
  };
}

async function withDeliveries(db: Db, rows: Selectable<InquiriesTable>[]): Promise<Inquiry[]> {
  if (rows.length === 0) return [];
  const deliveries = await db
    .selectFrom("inquiryDeliveries")
    .selectAll()
    .where(
      "inquiryId",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("channel")
    .execute();
  // Not Map.groupBy: Node 20 does not have it.
  const byInquiry = new Map<string, Delivery[]>();
  for (const delivery of deliveries) {
    const list = byInquiry.get(delivery.inquiryId) ?? [];
    list.push(toDelivery(delivery));
    byInquiry.set(delivery.inquiryId, list);
  }
  return rows.map((row) => toInquiry(row, byInquiry.get(row.id) ?? []));
}

type StoreOptions = { channels: readonly DeliveryChannel[]; now?: Date };

/**
 * Writes an inquiry and one outbox job per channel; the caller runs it inside a transaction
 * (see storeInquiry). `created` is false when the same submission was stored before: its id is
 * returned and nothing new is written.
 */
export async function insertInquiry(
  trx: Db,
  input: NewInquiry,
  options: StoreOptions,
): Promise<{ id: string; created: boolean }> {
  const now = options.now ?? new Date();
  const inserted = await trx
    .insertInto("inquiries")
    .values({ id: generateId(), ...input, createdAt: now })
    .onConflict((conflict) => conflict.column("submissionId").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom("inquiries")
      .select("id")
      .where("submissionId", "=", input.submissionId)
      .executeTakeFirstOrThrow();
    return { id: existing.id, created: false };
  }
  if (options.channels.length > 0) {
    await trx
      .insertInto("inquiryDeliveries")
      .values(
        options.channels.map((channel) => ({
          id: generateId(),
          inquiryId: inserted.id,
          channel,
          nextAttemptAt: now,
          createdAt: now,
        })),
      )
      .execute();
  }
  return { id: inserted.id, created: true };
}

/**
 * Stores an inquiry and its outbox jobs in one transaction: when this resolves the inquiry is
 * committed, and so is the promise to deliver it.
 */
export function storeInquiry(db: Db, input: NewInquiry, options: StoreOptions) {
  return db.transaction().execute((trx) => insertInquiry(trx, input, options));
}

/** One page of the inbox, newest first. */
export async function listInquiries(
  db: Db,
  options: { page?: number; pageSize: number },
): Promise<InquiryPage> {
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const [rows, count] = await Promise.all([
    db
      .selectFrom("inquiries")
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .limit(pageSize)
      .offset(offset)
      .execute(),
    db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    inquiries: await withDeliveries(db, rows),
    page,
    pageSize,
    total,
    pageCount: pageCount(total, pageSize),
  };
}

export async function countInquiries(db: Db, options: { status?: InquiryStatus } = {}) {
  const { total } = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll().as("total"))
    .$if(options.status !== undefined, (query) => query.where("status", "=", options.status!))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function getInquiry(db: Db, id: string): Promise<Inquiry | undefined> {
  const row = await db.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [inquiry] = await withDeliveries(db, [row]);
  return inquiry;
}

/** Every inquiry, newest first, read in pages so that a large export does not hold one query. */
export async function* allInquiries(db: Db, batchSize = 500): AsyncGenerator<Inquiry> {
  for (let page = 1; ; page++) {
    const { inquiries } = await listInquiries(db, { page, pageSize: batchSize });
    yield* inquiries;
    if (inquiries.length < batchSize) return;
  }
}

/** Marks an inquiry handled (or new again); false when there is no such inquiry. */
export async function setInquiryStatus(
  db: Db,
  id: string,
  status: InquiryStatus,
  options: { now?: Date } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("inquiries")
    .set({ status, handledAt: status === "handled" ? (options.now ?? new Date()) : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an inquiry and its outbox jobs; false when there is no such inquiry. */
export async function deleteInquiry(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("inquiries").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes inquiries received before `before` (the retention period); returns how many. */
export async function purgeInquiries(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("inquiries")
    .where("createdAt", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
