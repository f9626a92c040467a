import { notFound } from "next/navigation";
import { Suspense, cache } from "react";
import { OtherPosts, OtherPostsSkeleton } from "@/components/blog/other-posts";
import { PostArticle } from "@/components/blog/post-article";
import { isId } from "@/lib/ids";
import { postHref } from "@/lib/blog/paths";
import { drawOtherPosts, getPublishedPost } from "@/server/blog/blog-cache";
import { usablePostImage } from "@/server/blog/post-image";
import { blogPostingJsonLd, postMetadata } from "@/server/blog/post-seo";
import { getSiteSettings } from "@/server/settings/site-settings";
import { breadcrumbJsonLd, JsonLd } from "@/server/seo/json-ld";

type Props = { params: Promise<{ id: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the build has no database.
export function generateStaticParams() {
  return [];
}

/** One read per render, shared by the metadata and the page; malformed ids never reach the database. */
const loadPost = cache(async (id: string) => (isId(id) ? getPublishedPost(id) : null));

export async function generateMetadata({ params }: Props) {
  const post = await loadPost((await params).id);
  return post ? postMetadata(post, usablePostImage(post.imageUrl)) : {};
}

export default async function BlogPostPage({ params }: Props) {
  const { id } = await params;
  if (!isId(id)) notFound();
  // Drawn alongside the post's read; the article does not wait for it (Suspense below).
  const otherPosts = drawOtherPosts(id);
  const post = await loadPost(id);
  if (!post) notFound();
  const imageUrl = usablePostImage(post.imageUrl);
  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd(post, imageUrl, await getSiteSettings()),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Thought Hub", path: "/thought-hub" },
            { name: post.title, path: postHref(post.id) },
          ]),
        ]}
      />
      <PostArticle post={post} imageUrl={imageUrl} />
      <Suspense fallback={<OtherPostsSkeleton />}>
        <OtherPosts posts={otherPosts} />
      </Suspense>
    </>
  );
}
