import "server-only";
import type { Metadata } from "next";
import type { SiteSettings } from "@/lib/settings/site-settings";
import { displayDate, type Post } from "@/lib/blog/post";
import { FALLBACK_POST_IMAGE, postHref } from "@/lib/blog/paths";
import { countWords } from "@/lib/blog/read-time";
import { makeTeaser } from "@/lib/blog/teaser";
import { absoluteUrl, pageMetadata } from "@/server/seo/metadata";
import { getSiteSettings } from "@/server/settings/site-settings";

/** Search-result length for descriptions built from the text. */
const POST_DESCRIPTION_LENGTH = 160;

export const FEED_PATH = "/feed.xml";
export const feedTitle = (site: SiteSettings) => `${site.name} · Thought Hub`;

/** Advertises the feed in a page's head (<link rel="alternate" type="application/rss+xml">). */
export async function withFeedLink(metadata: Metadata): Promise<Metadata> {
  const FEED_TITLE = feedTitle(await getSiteSettings());
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] },
    },
  };
}

function postDescription(post: Post): string {
  return post.excerpt ?? makeTeaser(post.content, POST_DESCRIPTION_LENGTH);
}

export async function postMetadata(post: Post, imageUrl: string | null): Promise<Metadata> {
  return withFeedLink(
    await pageMetadata({
      title: post.title,
      description: postDescription(post),
      path: postHref(post.id),
      type: "article",
      ...(imageUrl ? { image: { url: imageUrl, alt: post.title } } : {}),
      publishedTime: displayDate(post),
      modifiedTime: post.updatedAt,
    }),
  );
}

/** schema.org BlogPosting for search engines' article features. */
export function blogPostingJsonLd(
  post: Post,
  imageUrl: string | null,
  site: SiteSettings,
): Record<string, unknown> {
  const url = absoluteUrl(postHref(post.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    description: postDescription(post),
    image: absoluteUrl(imageUrl ?? FALLBACK_POST_IMAGE),
    datePublished: displayDate(post),
    dateModified: post.updatedAt,
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: site.legalName, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: site.legalName,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl("/media/brand/favicon-512.png") },
    },
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
    wordCount: countWords(post.content),
    inLanguage: "en-IN",
  };
}
