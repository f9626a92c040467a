import { AdminGate } from "@/components/admin/admin-gate";
import { AdminHeader } from "@/components/admin/admin-header";
import AdminDashboardSection from "@/components/admin/admin-dashboard-section";
import { getAdminSession } from "@/server/auth/session.server";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** The login gate, or for a signed-in admin the dashboard (whose reads call requireAdmin()). */
export default async function AdminPage({ searchParams }: Props) {
  const signedIn = (await getAdminSession()) !== null;
  const pageParam = (await searchParams).page;
  const page = Number.parseInt(typeof pageParam === "string" ? pageParam : "1", 10);
  return (
    <>
      <AdminHeader signedIn={signedIn} />
      <main id="main" tabIndex={-1} className="outline-none">
        {signedIn ? (
          <AdminDashboardSection page={Number.isFinite(page) && page > 0 ? page : 1} />
        ) : (
          <AdminGate />
        )}
      </main>
    </>
  );
}
