import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { RedirectsForm } from "@/components/admin/site/redirects-form";
import { loadAdminRedirects } from "@/server/redirects/admin-redirects";

export const metadata: Metadata = { title: "Redirects" };

/** The login gate, or for a signed-in admin the redirects (loader calls requireAdmin()). */
export default async function AdminRedirectsPage() {
  const gate = await adminPageGate("/admin/redirects");
  if (gate) return gate;
  const loaded = await loadAdminRedirects();
  return (
    <AdminPage current="site">
      <RedirectsForm {...loaded} />
    </AdminPage>
  );
}
