import type { Post } from "@/lib/blog/post";
import { PostArticleView } from "./post-article-view";
import { PostContent } from "./post-content";

/** A post as the public page shows it, its HTML sanitised again on the way out. */
export function PostArticle({ post, imageUrl }: { post: Post; imageUrl: string | null }) {
  return (
    <PostArticleView post={post} imageUrl={imageUrl}>
      <PostContent html={post.content} />
    </PostArticleView>
  );
}
