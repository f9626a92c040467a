import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { TwoFactorSettings } from "@/components/admin/security/two-factor-settings";
import { getAdminSession } from "@/server/auth/session";
import { loadTwoFactorSettings } from "@/server/auth/two-factor-settings";

export const metadata: Metadata = { title: "Security" };

/** The login gate, or for a signed-in admin two-factor sign-in (its loader calls requireAdmin()). */
export default async function SecurityPage() {
  if (!(await getAdminSession())) return <AdminSignIn />;
  return (
    <AdminPage current="security">
      <TwoFactorSettings {...await loadTwoFactorSettings()} />
    </AdminPage>
  );
}
