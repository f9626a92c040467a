import "server-only";
import type { InboxInquiry, Inquiry } from "@/lib/inquiries/inquiry";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import {
  allInquiries,
  countInquiries,
  getInquiry,
  listInquiries,
} from "@/server/inquiries/inquiries";

/** Inquiries per page of the admin inbox. */
const ADMIN_INQUIRIES_PER_PAGE = 25;

/*
 * The inbox's reads. Each checks the session first (requireAdmin), like the blog admin's, and
 * returns only what the inbox shows: never the stored address hash.
 */

function forInbox({ clientHash: _hidden, ...inquiry }: Inquiry): InboxInquiry {
  return inquiry;
}

export async function loadInquiryInbox(page: number) {
  await requireAdmin();
  const db = await getDb();
  const [list, unhandled] = await Promise.all([
    listInquiries(db, { page, pageSize: ADMIN_INQUIRIES_PER_PAGE }),
    countInquiries(db, { status: "new" }),
  ]);
  return { ...list, inquiries: list.inquiries.map(forInbox), unhandled };
}

export async function loadInquiry(id: string): Promise<InboxInquiry | undefined> {
  await requireAdmin();
  const inquiry = await getInquiry(await getDb(), id);
  return inquiry && forInbox(inquiry);
}

/**
 * Every inquiry, newest first, for the CSV export. The session is checked here, within the
 * request; the rows are read later, as the response streams.
 */
export async function exportInquiries(): Promise<AsyncGenerator<Inquiry>> {
  await requireAdmin();
  return allInquiries(await getDb());
}
