import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { AuditLog } from "@/components/admin/audit/audit-log";
import { parsePageNumber } from "@/lib/paging";
import { loadAuditLog } from "@/server/audit/audit-screen";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<{ page?: string | string[]; kind?: string | string[] }> };

/** The login gate, or for a signed-in admin the audit log (its loader calls requireAdmin()). */
export default async function AuditPage({ searchParams }: Props) {
  const gate = await adminPageGate("/admin/audit");
  if (gate) return gate;
  const params = await searchParams;
  const kind = typeof params.kind === "string" ? params.kind : undefined;
  return (
    <AdminPage current="audit">
      <AuditLog {...await loadAuditLog(parsePageNumber(params.page) ?? 1, kind)} />
    </AdminPage>
  );
}
