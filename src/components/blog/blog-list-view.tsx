import { notFound } from "next/navigation";
import { Pager } from "@/components/common/pager";
import { blogPageHref } from "@/lib/blog/paths";
import { resolveAlt } from "@/lib/media/media-library";
import { usablePostImage } from "@/server/blog/post-image";
import { getMediaAlts } from "@/server/media/media-alts";
import { readListPage } from "@/server/blog/list-page";
import { BlogCard } from "./blog-card";
import { BlogEmpty } from "./blog-empty";
import { BlogGrid } from "./blog-grid";
import { BlogHero } from "./blog-hero";
import { BlogListSection, ReportLinkPending } from "./blog-list-section";

/** A page of the Thought Hub: hero, cards newest first, pagination; 404 past the last page. */
export async function BlogListView({ page }: { page: number }) {
  const read = await readListPage(page);
  if (read.status === "ok" && page > read.page.pageCount) notFound();
  const posts = read.status === "ok" ? read.page.posts : [];
  const alts = posts.length > 0 ? await getMediaAlts() : {};
  return (
    <>
      <BlogHero page={page} />
      <BlogListSection
        cards={
          posts.length === 0 ? (
            <BlogEmpty />
          ) : (
            <BlogGrid>
              {posts.map((post, index) => (
                <li key={post.id}>
                  <BlogCard
                    post={post}
                    imageUrl={usablePostImage(post.imageUrl)}
                    imageAlt={resolveAlt(alts, usablePostImage(post.imageUrl))}
                    eager={index === 0}
                  />
                </li>
              ))}
            </BlogGrid>
          )
        }
        pager={
          read.status === "ok" ? (
            <Pager
              page={page}
              pageCount={read.page.pageCount}
              href={blogPageHref}
              label="Pagination"
              noun="posts"
              className="mt-20"
              inEachLink={<ReportLinkPending />}
            />
          ) : null
        }
      />
    </>
  );
}
