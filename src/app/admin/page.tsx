import AdminDashboardSection from "@/components/admin/blog/admin-dashboard-section";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { parsePageNumber } from "@/lib/paging";
import { getAdminSession } from "@/server/auth/session";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** The login gate, or for a signed-in admin the dashboard (whose reads call requireAdmin()). */
export default async function AdminDashboardPage({ searchParams }: Props) {
  if (!(await getAdminSession())) return <AdminSignIn />;
  const page = parsePageNumber((await searchParams).page) ?? 1;
  return (
    <AdminPage>
      <AdminDashboardSection page={page} />
    </AdminPage>
  );
}
