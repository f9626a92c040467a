import { redirect } from "next/navigation";
import { adminPageGate } from "@/components/admin/admin-page";

/**
 * The admin's address: the login gate, then the dashboard, which opens on an empty create form
 * (the spec's blog form in create mode) at its own address (docs/decisions/0026).
 */
export default async function AdminDashboardPage() {
  const gate = await adminPageGate("/admin");
  if (gate) return gate;
  redirect("/admin/blog/new");
}
