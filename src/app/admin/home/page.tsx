import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { HomeLists } from "@/components/admin/site/home-lists";
import { loadAdminHome } from "@/server/home/admin-home";

export const metadata: Metadata = { title: "Home page" };

/** The login gate, or for a signed-in admin the home's lists (loader calls requireAdmin()). */
export default async function AdminHomePage() {
  const gate = await adminPageGate("/admin/home");
  if (gate) return gate;
  const { cards, pairs, catalogue } = await loadAdminHome();
  return (
    <AdminPage current="site">
      <HomeLists cards={cards} pairs={pairs} catalogue={catalogue} />
    </AdminPage>
  );
}
