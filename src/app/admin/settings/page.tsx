import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { SettingsForm } from "@/components/admin/site/settings-form";
import { env } from "@/server/env";
import { loadAdminSettings } from "@/server/settings/admin-settings";

export const metadata: Metadata = { title: "Settings" };

/** The login gate, or for a signed-in admin the site settings (loader calls requireAdmin()). */
export default async function AdminSettingsPage() {
  const gate = await adminPageGate("/admin/settings");
  if (gate) return gate;
  const { settings, version, revisions } = await loadAdminSettings();
  return (
    <AdminPage current="site">
      <SettingsForm
        settings={settings}
        version={version}
        revisions={revisions}
        remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
      />
    </AdminPage>
  );
}
