import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { TwoFactorSettings } from "@/components/admin/security/two-factor-settings";
import { loadTwoFactorSettings } from "@/server/auth/two-factor-settings";

export const metadata: Metadata = { title: "Security" };

/** The login gate, or for a signed-in admin two-factor sign-in (its loader calls requireAdmin()). */
export default async function SecurityPage() {
  const gate = await adminPageGate("/admin/security");
  if (gate) return gate;
  return (
    <AdminPage current="security">
      <TwoFactorSettings {...await loadTwoFactorSettings()} />
    </AdminPage>
  );
}
