import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PageEditor } from "@/components/admin/site/page-editor";
import { EMPTY_PAGE } from "@/lib/categories/category-page";
import { SHIPPED_VERSION } from "@/lib/content/content-revision";
import { requireAdmin } from "@/server/auth/session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "New page" };

/** The login gate, or for a signed-in admin the form of a new page. */
export default async function AdminNewPagePage() {
  const gate = await adminPageGate("/admin/pages/new");
  if (gate) return gate;
  await requireAdmin();
  return (
    <AdminPage current="site">
      <PageEditor
        page={EMPTY_PAGE}
        version={SHIPPED_VERSION}
        revisions={[]}
        remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
        isNew
      />
    </AdminPage>
  );
}
