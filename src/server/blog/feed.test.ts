import { describe, expect, it } from "vitest";
import type { Post } from "@/lib/blog/post";
import { buildRssFeed } from "./feed";

const channel = {
  title: "Kursi · Thought Hub",
  description: "Insights & provocations",
  origin: "https://kursi.example",
  feedPath: "/feed.xml",
  listPath: "/thought-hub",
};

const post = (overrides: Partial<Post> = {}): Post => ({
  id: "AbCdEfGhIjKlMnOpQrSt",
  title: "Tom & Jerry <3",
  content:
    '<p>See <a href="/contact">us</a> <img src="/media/a.webp" alt=""> ]]> done</p><script>x()</script>',
  category: "Strategy",
  imageUrl: null,
  author: "Asha",
  excerpt: null,
  tags: [],
  readTime: null,
  aiEnhanced: false,
  aiBadge: null,
  status: "published",
  publishedAt: "2025-03-07T10:00:00.000Z",
  publishAt: null,
  createdAt: "2025-03-07T10:00:00.000Z",
  updatedAt: "2025-03-09T10:00:00.000Z",
  ...overrides,
});

describe("buildRssFeed", () => {
  const xml = buildRssFeed(channel, [post(), post({ id: "Second0000000000000x", author: null })]);

  it("describes the channel, pointing at itself", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Kursi · Thought Hub</title>");
    expect(xml).toContain("<description>Insights &amp; provocations</description>");
    expect(xml).toContain('<atom:link href="https://kursi.example/feed.xml" rel="self"');
    expect(xml).toContain("<lastBuildDate>Sun, 09 Mar 2025 10:00:00 GMT</lastBuildDate>");
  });

  it("lists each post with escaped text, link, date and author", () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<title>Tom &amp; Jerry &lt;3</title>");
    expect(xml).toContain("<link>https://kursi.example/thought-hub/AbCdEfGhIjKlMnOpQrSt</link>");
    expect(xml).toContain("<pubDate>Fri, 07 Mar 2025 10:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Asha</dc:creator>");
    expect(xml.match(/<dc:creator>/g)).toHaveLength(1);
  });

  it("carries the full sanitised content with absolute URLs, CDATA kept intact", () => {
    expect(xml).not.toContain("<script>");
    expect(xml).toContain('<a href="https://kursi.example/contact">us</a>');
    expect(xml).toContain('src="https://kursi.example/media/a.webp"');
    // "]]>" in the text (escaped by the sanitiser as "]]&gt;") cannot end the section early.
    const sections = xml.match(/<content:encoded>[\s\S]*?<\/content:encoded>/g) ?? [];
    expect(sections).toHaveLength(2);
    for (const section of sections) expect(section.endsWith("]]></content:encoded>")).toBe(true);
  });

  it("never lets a post close its CDATA section early", () => {
    const raw = buildRssFeed(channel, [post({ content: "<pre><code>a]]>b</code></pre>" })]);
    expect(raw).toContain("a]]&gt;b");
  });
});
