import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PostEditorSection } from "@/components/admin/blog/post-editor-section";

export const metadata: Metadata = { title: "New blog" };

/** The login gate, or for a signed-in admin the empty create form. */
export default async function NewPostPage() {
  const gate = await adminPageGate("/admin/blog/new");
  if (gate) return gate;
  return (
    <AdminPage>
      <PostEditorSection />
    </AdminPage>
  );
}
