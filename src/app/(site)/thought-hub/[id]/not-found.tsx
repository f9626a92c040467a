import { PostNotFound } from "@/components/blog/post-not-found";

/**
 * An unknown or unpublished post, reached by a client-side navigation. A document load gets the
 * same screen whole from its own page, app/(site)/api/not-found/blog (docs/decisions/0047).
 */
export default function PostNotFoundPage() {
  return <PostNotFound />;
}
