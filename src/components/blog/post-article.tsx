import type { Post } from "@/lib/blog/post";
import { resolveAlt } from "@/lib/media/media-library";
import { getMediaAlts } from "@/server/media/media-alts";
import { PostArticleView } from "./post-article-view";
import { PostContent } from "./post-content";

/**
 * A post as the public page shows it, its HTML sanitised again on the way out; its image
 * described by the media library's alt text when the file has some (0041).
 */
export async function PostArticle({ post, imageUrl }: { post: Post; imageUrl: string | null }) {
  const imageAlt = resolveAlt(await getMediaAlts(), imageUrl);
  return (
    <PostArticleView post={post} imageUrl={imageUrl} imageAlt={imageAlt}>
      <PostContent html={post.content} />
    </PostArticleView>
  );
}
