import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { PagesList } from "@/components/admin/site/pages-list";
import { getAdminSession } from "@/server/auth/session";
import { loadAdminPages } from "@/server/categories/admin-pages";

export const metadata: Metadata = { title: "Pages" };

/** The login gate, or for a signed-in admin every page (loader calls requireAdmin()). */
export default async function AdminPagesPage() {
  if (!(await getAdminSession())) return <AdminSignIn returnTo="/admin/pages" />;
  return (
    <AdminPage current="site">
      <PagesList pages={await loadAdminPages()} />
    </AdminPage>
  );
}
