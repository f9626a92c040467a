import { BlogCardSkeleton } from "@/components/blog/blog-card-skeleton";
import { BlogGrid } from "@/components/blog/blog-grid";
import { BlogHero } from "@/components/blog/blog-hero";

const BLOG_LIST_SKELETON_COUNT = 6;

/**
 * Six skeleton cards, shown at once when a visitor navigates to the Thought Hub while its page is
 * fetched. In the cached HTML the cards follow right behind them (React's completion script);
 * without JavaScript, a `scripting: none` rule in globals.css shows the cards instead.
 */
export default function BlogListLoading() {
  return (
    <div data-loading-fallback>
      <BlogHero />
      <section aria-label="Posts" aria-busy="true" className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <BlogGrid>
          {Array.from({ length: BLOG_LIST_SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <BlogCardSkeleton />
            </li>
          ))}
        </BlogGrid>
      </section>
    </div>
  );
}
