import { PostNotFound } from "@/components/blog/post-not-found";

/**
 * An unknown or unpublished post, reached by a client-side navigation. A document load gets the
 * same screen whole from app/not-found.tsx (the production server asks for it, front.ts).
 */
export default function PostNotFoundPage() {
  return <PostNotFound />;
}
