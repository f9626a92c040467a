import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { RedirectsForm } from "@/components/admin/site/redirects-form";
import { getAdminSession } from "@/server/auth/session";
import { loadAdminRedirects } from "@/server/redirects/admin-redirects";

export const metadata: Metadata = { title: "Redirects" };

/** The login gate, or for a signed-in admin the redirects (loader calls requireAdmin()). */
export default async function AdminRedirectsPage() {
  if (!(await getAdminSession())) return <AdminSignIn returnTo="/admin/redirects" />;
  const loaded = await loadAdminRedirects();
  return (
    <AdminPage current="site">
      <RedirectsForm {...loaded} />
    </AdminPage>
  );
}
