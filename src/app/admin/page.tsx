import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { AdminGate } from "@/components/admin/admin-gate";
import { AdminHeader } from "@/components/admin/admin-header";
import { loadAdminPostList } from "@/server/admin/admin-posts.server";
import { aiAssistantStatus } from "@/server/ai/ai-assistant.server";
import { getAdminSession } from "@/server/auth/session.server";
import { env } from "@/server/env";

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** The login gate, or for a signed-in admin the dashboard (whose reads call requireAdmin()). */
export default async function AdminPage({ searchParams }: Props) {
  if (!(await getAdminSession())) {
    return (
      <>
        <AdminHeader signedIn={false} />
        <main id="main" tabIndex={-1} className="outline-none">
          <AdminGate />
        </main>
      </>
    );
  }
  const pageParam = (await searchParams).page;
  const page = Number.parseInt(typeof pageParam === "string" ? pageParam : "1", 10);
  const list = await loadAdminPostList(Number.isFinite(page) && page > 0 ? page : 1);
  return (
    <>
      <AdminHeader signedIn />
      <main id="main" tabIndex={-1} className="outline-none">
        <AdminDashboard
          list={list}
          remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
          ai={aiAssistantStatus()}
        />
      </main>
    </>
  );
}
