import Image from "next/image";
import { FALLBACK_POST_IMAGE, postHref } from "@/lib/blog/paths";
import { displayDate, type Post } from "@/lib/blog/post";
import { readTimeLabel } from "@/lib/blog/read-time";
import { makeTeaser } from "@/lib/blog/teaser";
import { BLOG_LIST_TEASER_LENGTH } from "@/lib/blog/teaser";
import { DEFAULT_READ_TIME_LABEL } from "@/lib/blog/read-time";
import { PostDate } from "./post-date";
import { ReadMoreLink } from "./read-more-link";

/** One post in the Thought Hub grid. `imageUrl` is already checked (usablePostImage). */
export function BlogCard({
  post,
  imageUrl,
  imageAlt = "",
  eager = false,
}: {
  post: Post;
  imageUrl: string | null;
  /** Empty (decorative: the title is beside it) unless the media library describes the file. */
  imageAlt?: string;
  /** The first card is above the fold: its image is the page's largest paint, fetched first. */
  eager?: boolean;
}) {
  return (
    <article className="group relative flex h-full flex-col border-t border-ink/15 pt-5 focus-within:border-brand hover:border-brand">
      <div className="relative aspect-[16/9] overflow-hidden bg-cream-deep">
        <Image
          src={imageUrl ?? FALLBACK_POST_IMAGE}
          alt={imageAlt}
          fill
          sizes="(min-width: 1280px) 384px, (min-width: 768px) 50vw, calc(100vw - 2.5rem)"
          preload={eager}
          fetchPriority={eager ? "high" : undefined}
          className="object-cover transition-transform duration-500 ease-out-expo group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-[0.16em] uppercase">
        <span className="text-brand">{post.category}</span>
        <span aria-hidden className="h-px w-4 bg-taupe" />
        <PostDate iso={displayDate(post)} className="text-taupe-deep" />
      </p>
      <h2 className="mt-3 font-display text-2xl leading-tight font-semibold text-balance">
        {post.title}
      </h2>
      <p className="mt-3 text-ink-soft">{makeTeaser(post.content, BLOG_LIST_TEASER_LENGTH)}</p>
      <p className="mt-4 text-sm text-taupe-deep">
        {post.readTime ? readTimeLabel(post.readTime) : DEFAULT_READ_TIME_LABEL}
      </p>
      <ReadMoreLink href={postHref(post.id)} title={post.title} />
    </article>
  );
}
