import type { Metadata } from "next";
import { PostNotFound } from "@/components/blog/post-not-found";

export const metadata: Metadata = { title: "Post not found", robots: { index: false } };

/**
 * An unknown post's not-found screen, rendered whole: the production server answers a post's
 * notFound() with this page and a 404 (lib/routes/decide-route.ts), so it reads the same without
 * JavaScript as after a client-side navigation ((site)/thought-hub/[id]/not-found.tsx).
 */
export default function PostNotFoundScreen() {
  return <PostNotFound />;
}
