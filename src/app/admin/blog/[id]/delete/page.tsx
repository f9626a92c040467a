import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PostDeleteConfirmation } from "@/components/admin/blog/post-delete-confirmation";
import { adminPostsHref, parseAdminPostQuery } from "@/lib/blog/admin-post-query";
import { isId } from "@/lib/ids";
import { loadPostToDelete } from "@/server/blog/admin-posts";

export const metadata: Metadata = { title: "Delete blog" };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ back?: string | string[] }>;
};

/**
 * The delete question as a page of its own: where the list's Delete button leads when
 * JavaScript is off (with it, the same question opens in a dialog over the list).
 */
export default async function DeletePostPage({ params, searchParams }: Props) {
  const { id } = await params;
  const gate = await adminPageGate(isId(id) ? `/admin/blog/${id}/delete` : "/admin/blog");
  if (gate) return gate;
  const post = isId(id) ? await loadPostToDelete(id) : undefined;
  if (!post) notFound();
  const { back } = await searchParams;
  const list = parseAdminPostQuery(
    Object.fromEntries(new URLSearchParams(typeof back === "string" ? back : "")),
  );
  const listHref = adminPostsHref(list);
  return (
    <AdminPage>
      <PostDeleteConfirmation post={post} back={listHref.split("?")[1] ?? ""} listHref={listHref} />
    </AdminPage>
  );
}
