import { ExternalLink, Pencil, Sparkles, Trash2 } from "lucide-react";
import Link from "next/link";
import { formatPostDate } from "@/lib/blog/post-date";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import type { PostSummary } from "@/lib/blog/post";
import { Pager } from "@/components/common/pager";

type Props = {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
  busy: boolean;
  editingId: string | null;
  onEdit: (id: string) => void;
  onDelete: (post: PostSummary) => void;
};

const action =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

/** Every post, newest first, with its status, AI badge, and edit and delete. */
export function PostList({
  posts,
  page,
  pageCount,
  total,
  busy,
  editingId,
  onEdit,
  onDelete,
}: Props) {
  return (
    <section aria-labelledby="post-list-title" className="space-y-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id="post-list-title"
          tabIndex={-1}
          className="font-display text-title font-semibold outline-none"
        >
          All blogs
        </h2>
        <p className="text-sm text-taupe-deep">{total === 1 ? "1 blog" : `${total} blogs`}</p>
      </div>
      {posts.length === 0 ? (
        <p className="border border-dashed border-ink/25 p-8 text-center text-ink-soft">
          {total === 0 ? (
            "No blogs yet. Add the first one above."
          ) : (
            <>
              No blogs on this page.{" "}
              <Link href="/admin" className="font-semibold text-brand underline">
                Go to the newest
              </Link>
              .
            </>
          )}
        </p>
      ) : (
        <ul className="divide-y divide-ink/10 border-y border-ink/10">
          {posts.map((post) => (
            <li
              key={post.id}
              className="flex flex-col gap-4 py-5 md:flex-row md:items-center"
              aria-current={post.id === editingId ? "true" : undefined}
            >
              <div className="min-w-0 flex-1 space-y-2">
                <h3 className="font-display text-xl font-semibold text-balance break-words">
                  {post.title}
                </h3>
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
                    className={`${action} hover:border-ink`}
                    prefetch={false}
                  >
                    <ExternalLink aria-hidden className="size-4" />
                    View<span className="sr-only">: {post.title}</span>
                  </Link>
                ) : null}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onEdit(post.id)}
                  className={`${action} hover:border-ink`}
                >
                  <Pencil aria-hidden className="size-4" />
                  Edit<span className="sr-only">: {post.title}</span>
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onDelete(post)}
                  className={`${action} text-brand hover:border-brand`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete<span className="sr-only">: {post.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(number) => (number > 1 ? `/admin?page=${number}` : "/admin")}
        label="Blog list pages"
        noun="posts"
      />
    </section>
  );
}
