import type { ReactNode } from "react";
import type { Post } from "@/lib/blog/post";
import { OtherPostCard } from "./other-post-card";

const OTHER_POSTS_SKELETON_COUNT = 4;

const grid =
  "grid gap-x-8 gap-y-12 [grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))]";

/*
 * The skeleton and the streamed section are in the document together (the section in React's
 * hidden container until the swap, and for good without JavaScript), so each has its own id.
 */
function OtherPostsSection({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const headingId = busy ? "other-posts-heading-loading" : "other-posts-heading";
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-loading-fallback={busy || undefined}
      className="border-t border-ink/15 bg-cream-deep/60"
    >
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
        <h2 id={headingId} className="font-display text-title font-semibold">
          Other Posts
        </h2>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/**
 * The section, rendered inside Suspense: the page starts the query alongside the post's read,
 * the article never waits for it, and the cards stream in behind the skeletons (React's
 * completion script, allowed by the CSP: src/server/http/script-policy.ts).
 */
export async function OtherPosts({ posts: pending }: { posts: Promise<Post[]> }) {
  const posts = await pending;
  if (posts.length === 0) return null;
  return (
    <OtherPostsSection>
      <ul className={grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <OtherPostCard post={post} />
          </li>
        ))}
      </ul>
    </OtherPostsSection>
  );
}

export function OtherPostsSkeleton() {
  return (
    <OtherPostsSection busy>
      <div className={grid}>
        {Array.from({ length: OTHER_POSTS_SKELETON_COUNT }, (_, index) => (
          <div
            key={index}
            aria-hidden
            className="border-t-2 border-ink/15 pt-5"
            data-testid="other-post-skeleton"
          >
            <div className="h-3 w-1/2 animate-pulse bg-ink/10 motion-reduce:animate-none" />
            <div className="mt-4 h-6 w-4/5 animate-pulse bg-ink/10 motion-reduce:animate-none" />
            <div className="mt-4 h-4 animate-pulse bg-ink/10 motion-reduce:animate-none" />
            <div className="mt-2 h-4 w-2/3 animate-pulse bg-ink/10 motion-reduce:animate-none" />
          </div>
        ))}
      </div>
    </OtherPostsSection>
  );
}
