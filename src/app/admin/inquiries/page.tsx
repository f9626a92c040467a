import type { Metadata } from "next";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminHeader } from "@/components/admin/admin-header";
import { InquiryInbox } from "@/components/admin/inquiries/inquiry-inbox";
import { loadInquiryInbox } from "@/server/admin/admin-inquiries.server";
import { getAdminSession } from "@/server/auth/session.server";

export const metadata: Metadata = { title: "Inquiries" };

type Props = { searchParams: Promise<{ page?: string | string[]; deleted?: string | string[] }> };

/** The login gate, or for a signed-in admin the inbox (whose reads call requireAdmin()). */
export default async function InquiriesPage({ searchParams }: Props) {
  if (!(await getAdminSession())) {
    return (
      <>
        <AdminHeader signedIn={false} />
        <main id="main" tabIndex={-1} className="outline-none">
          <AdminGate />
        </main>
      </>
    );
  }
  const params = await searchParams;
  const page = Number.parseInt(typeof params.page === "string" ? params.page : "1", 10);
  const inbox = await loadInquiryInbox(Number.isFinite(page) && page > 0 ? page : 1);
  return (
    <>
      <AdminHeader signedIn current="inquiries" />
      <main id="main" tabIndex={-1} className="outline-none">
        <InquiryInbox {...inbox} {...(params.deleted ? { notice: "Inquiry deleted." } : {})} />
      </main>
    </>
  );
}
