import "server-only";
import { displayDate, type Post } from "@/lib/blog/post";
import { postHref } from "@/lib/blog/paths";
import { makeTeaser } from "@/lib/blog/teaser";
import { BLOG_LIST_TEASER_LENGTH } from "@/lib/blog/teaser";
import { sanitizePostHtml } from "./sanitize";

export type FeedChannel = {
  title: string;
  description: string;
  /** Public origin, e.g. https://example.com */
  origin: string;
  feedPath: string;
  listPath: string;
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Text in a CDATA section; "]]>" inside is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

/** Feed readers show content away from the site: site-relative links and images become absolute. */
function absolutizeUrls(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src|cite)=")\/(?!\/)/g, `$1${origin}/`);
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function item(post: Post, origin: string): string {
  const url = `${origin}${postHref(post.id)}`;
  const content = absolutizeUrls(sanitizePostHtml(post.content), origin);
  return [
    "<item>",
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `<pubDate>${rfc822(displayDate(post))}</pubDate>`,
    post.author ? `<dc:creator>${escapeXml(post.author)}</dc:creator>` : "",
    `<category>${escapeXml(post.category)}</category>`,
    `<description>${escapeXml(post.excerpt ?? makeTeaser(post.content, BLOG_LIST_TEASER_LENGTH))}</description>`,
    `<content:encoded>${cdata(content)}</content:encoded>`,
    "</item>",
  ].join("");
}

/** An RSS 2.0 document of the given posts (newest first), with their full sanitised content. */
export function buildRssFeed(channel: FeedChannel, posts: readonly Post[]): string {
  const latest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.origin + channel.listPath)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    "<language>en-IN</language>",
    latest ? `<lastBuildDate>${rfc822(latest)}</lastBuildDate>` : "",
    `<atom:link href="${escapeXml(channel.origin + channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => item(post, channel.origin)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
