import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { InquiryDetail } from "@/components/admin/inquiries/inquiry-detail";
import { isId } from "@/lib/ids";
import { loadInquiry } from "@/server/inquiries/inbox";

export const metadata: Metadata = { title: "Inquiry" };

type Props = { params: Promise<{ id: string }> };

/** The login gate, or for a signed-in admin one inquiry (read through requireAdmin()). */
export default async function InquiryPage({ params }: Props) {
  const { id } = await params;
  const gate = await adminPageGate(isId(id) ? `/admin/inquiries/${id}` : "/admin/inquiries");
  if (gate) return gate;
  const inquiry = isId(id) ? await loadInquiry(id) : undefined;
  if (!inquiry) notFound();
  return (
    <AdminPage current="inquiries">
      <InquiryDetail inquiry={inquiry} />
    </AdminPage>
  );
}
