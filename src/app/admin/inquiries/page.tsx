import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { InquiryInbox } from "@/components/admin/inquiries/inquiry-inbox";
import { loadInquiryInbox } from "@/server/inquiries/inbox";
import { parsePageNumber } from "@/lib/paging";

export const metadata: Metadata = { title: "Inquiries" };

type Props = { searchParams: Promise<{ page?: string | string[]; deleted?: string | string[] }> };

/** The login gate, or for a signed-in admin the inbox (whose reads call requireAdmin()). */
export default async function InquiriesPage({ searchParams }: Props) {
  const gate = await adminPageGate("/admin/inquiries");
  if (gate) return gate;
  const params = await searchParams;
  const inbox = await loadInquiryInbox(parsePageNumber(params.page) ?? 1);
  return (
    <AdminPage current="inquiries">
      <InquiryInbox {...inbox} {...(params.deleted ? { notice: "Inquiry deleted." } : {})} />
    </AdminPage>
  );
}
