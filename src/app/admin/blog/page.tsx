import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { PostList } from "@/components/admin/blog/post-list";
import { parseAdminPostQuery } from "@/lib/blog/admin-post-query";
import { loadAdminPostList } from "@/server/blog/admin-posts";

export const metadata: Metadata = { title: "Blogs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** After a delete made without JavaScript, the list says how it went. */
const DELETE_NOTICES: Record<string, string> = {
  "1": "Blog deleted.",
  "0": "That blog was already deleted.",
};

/** The login gate, or for a signed-in admin the post list (read through requireAdmin()). */
export default async function PostsPage({ searchParams }: Props) {
  const gate = await adminPageGate("/admin/blog");
  if (gate) return gate;
  const params = await searchParams;
  const query = parseAdminPostQuery(params);
  const list = await loadAdminPostList(query);
  const notice = typeof params.deleted === "string" ? DELETE_NOTICES[params.deleted] : undefined;
  return (
    <AdminPage>
      <PostList {...list} query={query} {...(notice ? { notice } : {})} />
    </AdminPage>
  );
}
