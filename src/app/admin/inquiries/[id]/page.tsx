import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminHeader } from "@/components/admin/admin-header";
import { InquiryDetail } from "@/components/admin/inquiries/inquiry-detail";
import { isPostId } from "@/lib/blog/post-id";
import { loadInquiry } from "@/server/admin/admin-inquiries.server";
import { getAdminSession } from "@/server/auth/session.server";

export const metadata: Metadata = { title: "Inquiry" };

type Props = { params: Promise<{ id: string }> };

/** The login gate, or for a signed-in admin one inquiry (read through requireAdmin()). */
export default async function InquiryPage({ params }: Props) {
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
  const { id } = await params;
  const inquiry = isPostId(id) ? await loadInquiry(id) : undefined;
  if (!inquiry) notFound();
  return (
    <>
      <AdminHeader signedIn current="inquiries" />
      <main id="main" tabIndex={-1} className="outline-none">
        <InquiryDetail inquiry={inquiry} />
      </main>
    </>
  );
}
