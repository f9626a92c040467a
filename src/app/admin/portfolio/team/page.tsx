import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { TeamManager } from "@/components/admin/portfolio/team-manager";
import { env } from "@/server/env";
import { loadAdminTeam } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Team" };

/** The login gate, or for a signed-in admin the team (whose loader calls requireAdmin()). */
export default async function PortfolioTeamPage() {
  const gate = await adminPageGate("/admin/portfolio/team");
  if (gate) return gate;
  return (
    <AdminPage current="portfolio">
      <TeamManager members={await loadAdminTeam()} remoteImageHosts={env.IMAGE_REMOTE_HOSTS} />
    </AdminPage>
  );
}
