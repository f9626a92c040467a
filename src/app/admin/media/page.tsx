import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { MediaLibrary } from "@/components/admin/media/media-library";
import { mediaQuerySchema } from "@/lib/media/media-library";
import { loadAdminMedia } from "@/server/media/admin-media";

export const metadata: Metadata = { title: "Media library" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The login gate, or for a signed-in admin the media library (loader calls requireAdmin()). */
export default async function AdminMediaPage({ searchParams }: Props) {
  const gate = await adminPageGate("/admin/media");
  if (gate) return gate;
  const params = await searchParams;
  const query = mediaQuerySchema.parse({ q: params.q ?? "", page: params.page ?? 1 });
  return (
    <AdminPage current="media">
      <MediaLibrary {...await loadAdminMedia({ search: query.q, page: query.page })} />
    </AdminPage>
  );
}
