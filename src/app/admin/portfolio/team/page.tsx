import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { TeamManager } from "@/components/admin/portfolio/team-manager";
import { getAdminSession } from "@/server/auth/session";
import { env } from "@/server/env";
import { loadAdminTeam } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Team" };

/** The login gate, or for a signed-in admin the team (whose loader calls requireAdmin()). */
export default async function PortfolioTeamPage() {
  if (!(await getAdminSession())) return <AdminSignIn />;
  return (
    <AdminPage current="portfolio">
      <TeamManager members={await loadAdminTeam()} remoteImageHosts={env.IMAGE_REMOTE_HOSTS} />
    </AdminPage>
  );
}
