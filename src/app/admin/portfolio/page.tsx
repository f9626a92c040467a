import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { WorksManager } from "@/components/admin/portfolio/works-manager";
import { env } from "@/server/env";
import { loadAdminWorks } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Works" };

/** The login gate, or for a signed-in admin the works (whose loader calls requireAdmin()). */
export default async function PortfolioWorksPage() {
  const gate = await adminPageGate("/admin/portfolio");
  if (gate) return gate;
  return (
    <AdminPage current="portfolio">
      <WorksManager works={await loadAdminWorks()} remoteImageHosts={env.IMAGE_REMOTE_HOSTS} />
    </AdminPage>
  );
}
