import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PageEditor } from "@/components/admin/site/page-editor";
import { PAGE_ADDED_PARAM, PAGE_PATH } from "@/lib/categories/category-page";
import { loadAdminPage } from "@/server/categories/admin-pages";
import { env } from "@/server/env";

type Props = {
  params: Promise<{ path: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Edit page" };

/** The login gate, or for a signed-in admin one page's editor (loader calls requireAdmin()). */
export default async function AdminEditPagePage({ params, searchParams }: Props) {
  const { path } = await params;
  const added = (await searchParams)[PAGE_ADDED_PARAM] !== undefined;
  const gate = await adminPageGate(`/admin/pages/${path}`);
  if (gate) return gate;
  if (!PAGE_PATH.test(path)) notFound();
  const loaded = await loadAdminPage(path);
  if (!loaded) notFound();
  // Another casing opens the page at its own.
  if (loaded.page.path !== path) redirect(`/admin/pages/${loaded.page.path}`);
  return (
    <AdminPage current="site">
      <PageEditor {...loaded} remoteImageHosts={env.IMAGE_REMOTE_HOSTS} added={added} />
    </AdminPage>
  );
}
