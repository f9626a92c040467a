import { redirect } from "next/navigation";
import { AdminSignIn } from "@/components/admin/admin-page";
import { getAdminSession } from "@/server/auth/session";

/**
 * The admin's address: the login gate, then the dashboard, which opens on an empty create form
 * (the spec's blog form in create mode) at its own address (docs/decisions/0026).
 */
export default async function AdminDashboardPage() {
  if (!(await getAdminSession())) return <AdminSignIn />;
  redirect("/admin/posts/new");
}
