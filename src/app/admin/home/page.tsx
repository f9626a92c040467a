import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { HomeLists } from "@/components/admin/site/home-lists";
import { getAdminSession } from "@/server/auth/session";
import { loadAdminHome } from "@/server/home/admin-home";

export const metadata: Metadata = { title: "Home page" };

/** The login gate, or for a signed-in admin the home's lists (loader calls requireAdmin()). */
export default async function AdminHomePage() {
  if (!(await getAdminSession())) return <AdminSignIn returnTo="/admin/home" />;
  const { cards, pairs, catalogue } = await loadAdminHome();
  return (
    <AdminPage current="site">
      <HomeLists cards={cards} pairs={pairs} catalogue={catalogue} />
    </AdminPage>
  );
}
