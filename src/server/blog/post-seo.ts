import "server-only";
import type { Metadata } from "next";
import { site } from "@/content/site";
import { displayDate, type Post } from "@/lib/blog/post";
import { FALLBACK_POST_IMAGE, postHref } from "@/lib/blog/paths";
import { countWords } from "@/lib/blog/read-time";
import { makeTeaser } from "@/lib/blog/teaser";
import { absoluteUrl, DEFAULT_OG_IMAGE, pageMetadata } from "@/server/seo/metadata";

/** Search-result length for descriptions built from the text. */
const POST_DESCRIPTION_LENGTH = 160;

export const FEED_PATH = "/feed.xml";
export const FEED_TITLE = `${site.name} · Thought Hub`;

/** Advertises the feed in a page's head (<link rel="alternate" type="application/rss+xml">). */
export function withFeedLink(metadata: Metadata): Metadata {
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

export function postMetadata(post: Post, imageUrl: string | null): Metadata {
  return withFeedLink(
    pageMetadata({
      title: post.title,
      description: postDescription(post),
      path: postHref(post.id),
      type: "article",
      image: imageUrl ? { url: imageUrl, alt: post.title } : DEFAULT_OG_IMAGE,
      publishedTime: displayDate(post),
      modifiedTime: post.updatedAt,
    }),
  );
}

/** schema.org BlogPosting for search engines' article features. */
export function blogPostingJsonLd(post: Post, imageUrl: string | null): Record<string, unknown> {
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
