import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PostEditorSection } from "@/components/admin/blog/post-editor-section";
import { isId } from "@/lib/ids";
import { loadEditablePost } from "@/server/blog/admin-posts";
import { loadRevisionHistory } from "@/server/blog/revision-history";

export const metadata: Metadata = { title: "Edit blog" };

type Props = { params: Promise<{ id: string }> };

/** The login gate, or for a signed-in admin the post in the form (read through requireAdmin()). */
export default async function EditPostPage({ params }: Props) {
  const { id } = await params;
  const gate = await adminPageGate(isId(id) ? `/admin/blog/${id}/edit` : "/admin/blog");
  if (gate) return gate;
  const post = isId(id) ? await loadEditablePost(id) : undefined;
  if (!post) notFound();
  const revisions = await loadRevisionHistory(post.id);
  return (
    <AdminPage>
      <PostEditorSection key={post.id} post={post} revisions={revisions} />
    </AdminPage>
  );
}
