import { displayDate, type Post } from "@/lib/blog/post";
import { postHref } from "@/lib/blog/paths";
import { makeTeaser } from "@/lib/blog/teaser";
import { RELATED_TEASER_LENGTH } from "@/lib/blog/teaser";
import { PostDate } from "./post-date";
import { ReadMoreLink } from "./read-more-link";

export function OtherPostCard({ post }: { post: Post }) {
  return (
    <article className="relative flex h-full flex-col border-t-2 border-ink pt-5 focus-within:border-brand hover:border-brand">
      <p className="flex flex-wrap items-center gap-x-3 text-xs font-semibold tracking-[0.16em] uppercase">
        <span className="text-brand">{post.category}</span>
        <span aria-hidden className="h-px w-4 bg-taupe" />
        <PostDate iso={displayDate(post)} className="text-taupe-deep" />
      </p>
      <h3 className="mt-3 font-display text-xl leading-tight font-semibold text-balance">
        {post.title}
      </h3>
      <p className="mt-3 text-ink-soft">{makeTeaser(post.content, RELATED_TEASER_LENGTH)}</p>
      <ReadMoreLink href={postHref(post.id)} title={post.title} />
    </article>
  );
}
