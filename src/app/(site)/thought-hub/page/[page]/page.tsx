import { notFound } from "next/navigation";
import { BLOG_HERO_SUBTITLE } from "@/components/blog/blog-hero";
import { BlogListView } from "@/components/blog/blog-list-view";
import { blogPageHref } from "@/lib/blog/paths";
import { parsePageNumber } from "@/lib/paging";
import { withFeedLink } from "@/server/blog/post-seo";
import { pageMetadata } from "@/server/seo/metadata";

type Props = { params: Promise<{ page: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the build has no
// database. /thought-hub is this route's page 1 (rewritten in next.config.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const page = parsePageNumber((await params).page) ?? 1;
  return withFeedLink(
    await pageMetadata({
      title: page > 1 ? `Thought Hub · Page ${page}` : "Thought Hub",
      description: BLOG_HERO_SUBTITLE,
      path: blogPageHref(page),
    }),
  );
}

export default async function BlogListPage({ params }: Props) {
  const page = parsePageNumber((await params).page);
  if (page === null) notFound();
  return <BlogListView page={page} />;
}
