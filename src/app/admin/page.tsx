import AdminDashboardSection from "@/components/admin/blog/admin-dashboard-section";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { getAdminSession } from "@/server/auth/session";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** The login gate, or for a signed-in admin the dashboard (whose reads call requireAdmin()). */
export default async function AdminDashboardPage({ searchParams }: Props) {
  if (!(await getAdminSession())) return <AdminSignIn />;
  const pageParam = (await searchParams).page;
  const page = Number.parseInt(typeof pageParam === "string" ? pageParam : "1", 10);
  return (
    <AdminPage>
      <AdminDashboardSection page={Number.isFinite(page) && page > 0 ? page : 1} />
    </AdminPage>
  );
}
