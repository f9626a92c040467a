import "server-only";
import type { PostPage } from "@/lib/blog/post";
import { log } from "@/server/log";
import { shortenCacheAfterFailure } from "@/server/cache/fallback";
import { getPublishedPage } from "./blog-cache";

export type ListPageRead = { status: "ok"; page: PostPage } | { status: "unavailable" };

/**
 * One page of published posts for the Thought Hub. A failed read is logged and reported as
 * unavailable (the page then says "No blogs available yet.", docs/decisions/0010), and the page
 * rendered from it is cached only briefly.
 */
export async function readListPage(
  page: number,
  load: (page: number) => Promise<PostPage> = getPublishedPage,
): Promise<ListPageRead> {
  try {
    return { status: "ok", page: await load(page) };
  } catch (error) {
    log.error({ err: error, page }, "could not read blog posts");
    await shortenCacheAfterFailure();
    return { status: "unavailable" };
  }
}
