import Image from "next/image";
import type { ReactNode } from "react";
import { displayDate, type Post } from "@/lib/blog/post";
import { readTimeLabel, readTimeValue } from "@/lib/blog/read-time";
import { PostDate } from "./post-date";

const UNKNOWN_AUTHOR = "Unknown Author";

/**
 * A post: a sticky column with the image, author, date and read time beside the title and
 * text. On small screens the title comes first, then the image and details, then the text.
 * The text comes in as children, already sanitised: the public page passes <PostContent>,
 * the admin's preview the HTML its Server Action sanitised. Safe in Client Components.
 */
export function PostArticleView({
  post,
  imageUrl,
  imageAlt = "",
  children,
}: {
  post: Post;
  imageUrl: string | null;
  /** Empty (decorative) unless the media library describes the file. */
  imageAlt?: string;
  children: ReactNode;
}) {
  const readTime = readTimeLabel(post.readTime ?? readTimeValue(post.content));
  return (
    <article className="mx-auto grid max-w-7xl gap-x-16 gap-y-10 px-5 pt-[calc(var(--spacing-nav)+3.5rem)] pb-20 sm:px-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <header className="lg:col-start-2">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">
          {post.category}
        </p>
        <h1 className="mt-4 font-display text-headline font-semibold text-balance">{post.title}</h1>
      </header>

      <aside
        aria-label="About this post"
        className="self-start lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)] lg:col-start-1 lg:row-span-2 lg:row-start-1"
      >
        {imageUrl ? (
          <div className="relative aspect-[4/3] overflow-hidden bg-cream-deep">
            <Image
              src={imageUrl}
              alt={imageAlt}
              fill
              sizes="(min-width: 1024px) 352px, 100vw"
              loading="eager"
              fetchPriority="high"
              className="object-cover"
            />
          </div>
        ) : (
          <div
            aria-hidden
            className="aspect-[4/3] bg-cream-deep"
            data-testid="post-image-placeholder"
          />
        )}
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t border-ink/15 pt-6 text-sm">
          <dt className="text-taupe-deep">Author</dt>
          <dd className="font-semibold">{post.author ?? UNKNOWN_AUTHOR}</dd>
          <dt className="text-taupe-deep">Published</dt>
          <dd>
            <PostDate iso={displayDate(post)} />
          </dd>
          <dt className="text-taupe-deep">Read time</dt>
          <dd>{readTime}</dd>
        </dl>
      </aside>

      <div className="max-w-[44rem] lg:col-start-2">{children}</div>
    </article>
  );
}
