import type { ReactNode } from "react";
import { PostNotices } from "@/components/admin/blog/post-notices";

/** The blog screens share one notice region, so a message outlives the screen that said it. */
export default function AdminPostsLayout({ children }: { children: ReactNode }) {
  return <PostNotices>{children}</PostNotices>;
}
