import { loadAdminPostList } from "@/server/blog/admin-posts";
import { aiAssistantStatus } from "@/server/ai/ai-assistant";
import { env } from "@/server/env";
import { AdminDashboardLoader } from "./admin-dashboard-loader";

/** The signed-in view: the post list is read (through requireAdmin) and handed to the dashboard. */
export default async function AdminDashboardSection({ page }: { page: number }) {
  const list = await loadAdminPostList(page);
  return (
    <AdminDashboardLoader
      list={list}
      remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
      ai={aiAssistantStatus()}
    />
  );
}
