import { buttonClass } from "@/components/common/button";
import { ExternalLink, Pencil, Plus, Sparkles } from "lucide-react";
import Link from "next/link";
import { formatPostDate } from "@/lib/blog/post-date";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import type { PostSummary } from "@/lib/blog/post";
import { type AdminPostQuery, adminPostsHref, isFiltered } from "@/lib/blog/admin-post-query";
import { Pager } from "@/components/common/pager";
import { PostDeleteButton } from "./post-delete-button";
import { PostListFilters } from "./post-list-filters";
import { ForgetNoticeInAddress } from "../forget-notice-in-address";

type Props = {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
  categories: string[];
  query: AdminPostQuery;
  /** Said at the top after a delete made without JavaScript. */
  notice?: string;
};

/**
 * The post list screen: search, filters and sort in a GET form (so they live in the address),
 * every matching post with its status and AI badge, View, Edit and Delete, and the pages.
 */
export function PostList({ posts, page, pageCount, total, categories, query, notice }: Props) {
  const back = adminPostsHref(query).split("?")[1] ?? "";
  const noun = total === 1 ? "1 blog" : `${total} blogs`;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-5 pt-10 pb-28 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1
          id="post-list-title"
          tabIndex={-1}
          className="font-display text-headline font-semibold outline-none"
        >
          All blogs
        </h1>
        <Link href="/admin/blog/new" className={buttonClass({ variant: "primary", size: "lg" })}>
          <Plus aria-hidden className="size-5" />
          New blog
        </Link>
      </div>
      {/* Keyed by the query: back and forward show the fields as that address had them. */}
      <PostListFilters key={back} query={query} categories={categories} />
      <div role="status">
        {notice ? (
          <p className="border-l-4 border-coral bg-ink px-5 py-4 font-medium text-cream">
            {notice}
            <ForgetNoticeInAddress param="deleted" />
          </p>
        ) : null}
      </div>
      <section aria-labelledby="post-list-title" className="space-y-6">
        <p className="text-sm text-taupe-deep">{isFiltered(query) ? `${noun} found` : noun}</p>
        {posts.length === 0 ? (
          <p className="border border-dashed border-ink/25 p-8 text-center text-ink-soft">
            {total > 0 ? (
              <>
                No blogs on this page.{" "}
                <Link
                  href={adminPostsHref(query, { page: 1 })}
                  className="font-semibold text-brand underline"
                >
                  Go to the first page
                </Link>
                .
              </>
            ) : isFiltered(query) ? (
              <>
                No blogs match.{" "}
                <Link href="/admin/blog" className="font-semibold text-brand underline">
                  Show all blogs
                </Link>
                .
              </>
            ) : (
              "No blogs yet. Write the first one with New blog."
            )}
          </p>
        ) : (
          <ul className="divide-y divide-ink/10 border-y border-ink/10">
            {posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-4 py-5 md:flex-row md:items-center">
                <div className="min-w-0 flex-1 space-y-2">
                  <h2 className="font-display text-xl font-semibold text-balance break-words">
                    {post.title}
                  </h2>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-taupe-deep">
                    <span>{post.category}</span>
                    <span aria-hidden>·</span>
                    <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${
                        post.status === "published"
                          ? "bg-ink text-cream"
                          : "border border-ink/40 text-ink"
                      }`}
                    >
                      {post.status === "published"
                        ? "Published"
                        : post.publishAt
                          ? "Scheduled"
                          : "Draft"}
                    </span>
                    {post.publishAt ? (
                      <span>
                        for{" "}
                        <time dateTime={post.publishAt}>{formatScheduleTime(post.publishAt)}</time>
                      </span>
                    ) : null}
                    {post.aiEnhanced ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-cream">
                        <Sparkles aria-hidden className="size-3" />
                        {post.aiBadge ?? "AI enhanced"}
                      </span>
                    ) : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {post.status === "published" ? (
                    <Link
                      href={`/thought-hub/${post.id}`}
                      className={buttonClass()}
                      prefetch={false}
                    >
                      <ExternalLink aria-hidden className="size-4" />
                      View<span className="sr-only">: {post.title}</span>
                    </Link>
                  ) : null}
                  <Link
                    href={`/admin/blog/${post.id}/edit`}
                    className={buttonClass()}
                    prefetch={false}
                  >
                    <Pencil aria-hidden className="size-4" />
                    Edit<span className="sr-only">: {post.title}</span>
                  </Link>
                  <PostDeleteButton
                    post={{ id: post.id, title: post.title }}
                    back={back}
                    className={buttonClass({ variant: "danger" })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pager
        page={page}
        pageCount={pageCount}
        href={(number) => adminPostsHref(query, { page: number })}
        label="Blog list pages"
        noun="posts"
      />
    </div>
  );
}
