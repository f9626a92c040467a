import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { WorksManager } from "@/components/admin/portfolio/works-manager";
import { getAdminSession } from "@/server/auth/session";
import { env } from "@/server/env";
import { loadAdminWorks } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Works" };

/** The login gate, or for a signed-in admin the works (whose loader calls requireAdmin()). */
export default async function PortfolioWorksPage() {
  if (!(await getAdminSession())) return <AdminSignIn />;
  return (
    <AdminPage current="portfolio">
      <WorksManager works={await loadAdminWorks()} remoteImageHosts={env.IMAGE_REMOTE_HOSTS} />
    </AdminPage>
  );
}
