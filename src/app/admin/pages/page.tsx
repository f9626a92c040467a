import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PagesList } from "@/components/admin/site/pages-list";
import { loadAdminPages } from "@/server/categories/admin-pages";

export const metadata: Metadata = { title: "Pages" };

/** The login gate, or for a signed-in admin every page (loader calls requireAdmin()). */
export default async function AdminPagesPage() {
  const gate = await adminPageGate("/admin/pages");
  if (gate) return gate;
  return (
    <AdminPage current="site">
      <PagesList pages={await loadAdminPages()} />
    </AdminPage>
  );
}
