import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { PostEditorSection } from "@/components/admin/blog/post-editor-section";
import { getAdminSession } from "@/server/auth/session";

export const metadata: Metadata = { title: "New blog" };

/** The login gate, or for a signed-in admin the empty create form. */
export default async function NewPostPage() {
  if (!(await getAdminSession())) return <AdminSignIn returnTo="/admin/posts/new" />;
  return (
    <AdminPage>
      <PostEditorSection />
    </AdminPage>
  );
}
