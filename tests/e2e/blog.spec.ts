import type { Page } from "@playwright/test";
import { samplePosts } from "@/content/sample-posts";
import { formatPostDate } from "@/lib/blog/post-date";
import { readTimeLabel, readTimeValue } from "@/lib/blog/read-time";
import { makeTeaser } from "@/lib/blog/teaser";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/** The spec's numbers: 220- and 100-character teasers. */
const BLOG_LIST_TEASER_LENGTH = 220;
const RELATED_TEASER_LENGTH = 100;

// The shared e2e server starts on an empty database and writes the six sample posts.
const newestFirst = [...samplePosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const sampleTitles = new Set(samplePosts.map((post) => post.title));
const POST_PATH = /^\/thought-hub\/[A-Za-z0-9]{20}$/;

function cards(page: Page) {
  return page.getByRole("region", { name: "Posts" }).getByRole("article");
}

/** The path of the sample post with this title, read from the list. */
async function postPath(page: Page, title: string): Promise<string> {
  await page.goto("/thought-hub");
  const card = cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const href = await card.getByRole("link", { name: /^Read More/ }).getAttribute("href");
  if (!href) throw new Error(`no link for ${title}`);
  return href;
}

/** Parses XML with the browser's own parser. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.querySelector("parsererror")?.textContent ?? null;
    return {
      error,
      root: doc.documentElement.nodeName,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        content: item.getElementsByTagName("content:encoded")[0]?.textContent ?? "",
      })),
      urls: [...doc.getElementsByTagName("url")].map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      })),
    };
  }, xml);
}

test.describe("Thought Hub list", () => {
  test("shows the sample posts newest first, each with its parts", async ({ page }) => {
    await page.goto("/thought-hub");
    await expect(page.getByRole("heading", { level: 1, name: "Thought Hub" })).toBeVisible();
    await expect(page.getByText(/insights, ideas and the occasional provocation/i)).toBeVisible();

    const titles = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.filter((title) => sampleTitles.has(title))).toEqual(
      newestFirst.map((post) => post.title),
    );

    for (const sample of newestFirst) {
      const card = cards(page).filter({
        has: page.getByRole("heading", { name: sample.title, exact: true }),
      });
      await expect(card.getByText(sample.category, { exact: true })).toBeVisible();
      await expect(card.locator("time")).toHaveText(formatPostDate(sample.publishedAt));
      await expect(card.locator("time")).toHaveAttribute("datetime", sample.publishedAt);
      const teaser = makeTeaser(sample.content, BLOG_LIST_TEASER_LENGTH);
      expect(teaser.length).toBeLessThanOrEqual(BLOG_LIST_TEASER_LENGTH + 1);
      expect(teaser.endsWith("…")).toBe(true);
      await expect(card.getByText(teaser, { exact: true })).toBeVisible();
      await expect(
        card.getByText(readTimeLabel(readTimeValue(sample.content)), { exact: true }),
      ).toBeVisible();
      await expect(card.locator("img")).toHaveAttribute(
        "src",
        new RegExp(encodeURIComponent(sample.imageUrl!)),
      );
      const readMore = card.getByRole("link", { name: `Read More about ${sample.title}` });
      await expect(readMore).toHaveAttribute("href", POST_PATH);
    }
  });

  test("fits on one page: no pagination, and page 2 does not exist", async ({ page, request }) => {
    await page.goto("/thought-hub");
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    expect((await request.get("/thought-hub/page/2")).status()).toBe(404);
  });

  test("is served from the cache", async ({ request }) => {
    await request.get("/thought-hub");
    const response = await request.get("/thought-hub");
    // Replayed by the production server's response cache, without rendering.
    expect(response.headers()["x-cache"]).toBe("HIT");
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  });

  test("has its cards in the page's HTML, before the footer, with no skeletons", async ({
    page,
    request,
  }) => {
    // Painted with the page: not placeholders that a script swaps for the cards later.
    const html = await (await request.get("/thought-hub")).text();
    expect(html).not.toContain('data-testid="blog-card-skeleton"');
    const footer = html.indexOf('id="site-footer"');
    expect(footer).toBeGreaterThan(0);
    for (const post of samplePosts) {
      // The sample titles need no escaping in HTML.
      const at = html.indexOf(`>${post.title}</`);
      expect(at, post.title).toBeGreaterThan(0);
      expect(at, post.title).toBeLessThan(footer);
    }

    await page.goto("/thought-hub");
    await expect(cards(page)).toHaveCount(samplePosts.length);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Posts" })).not.toHaveAttribute("aria-busy");
    // The first card's image is the page's largest paint: fetched first, the others after.
    const images = cards(page).locator("img");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.nth(1)).not.toHaveAttribute("fetchpriority", "high");
  });

  test("links its feed and has no axe violations", async ({ page }) => {
    await page.goto("/thought-hub");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/feed\.xml$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/thought-hub$/);
    await expectNoAxeViolations(page);
  });
});

test.describe("Thought Hub post", () => {
  const sample = newestFirst[3]!;

  test("opens from its card and shows every part", async ({ page }) => {
    const path = await postPath(page, sample.title);
    await cards(page)
      .getByRole("link", { name: `Read More about ${sample.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.title);
    const about = page.getByRole("complementary", { name: "About this post" });
    await expect(about.locator("img")).toHaveAttribute(
      "src",
      new RegExp(encodeURIComponent(sample.imageUrl!)),
    );
    await expect(about.getByText(sample.author!, { exact: true })).toBeVisible();
    await expect(about.locator("time")).toHaveText(formatPostDate(sample.publishedAt));
    await expect(
      about.getByText(readTimeLabel(readTimeValue(sample.content)), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(sample.category, { exact: true }).first()).toBeVisible();

    // The full HTML: every heading of the content, its lists and links.
    const headings = [...sample.content.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]!);
    expect(headings.length).toBeGreaterThan(0);
    for (const heading of headings) {
      await expect(
        page.getByRole("heading", { level: 2, name: heading.replace(/&amp;/g, "&") }),
      ).toBeVisible();
    }
  });

  test("describes itself to search engines", async ({ page }) => {
    const path = await postPath(page, sample.title);
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${sample.title}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      "content",
      /post-\d\.webp/,
    );
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      sample.publishedAt,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd
      .flatMap((text) => JSON.parse(text) as unknown[])
      .find((item) => (item as { "@type"?: string })["@type"] === "BlogPosting") as
      Record<string, unknown> | undefined;
    expect(posting).toMatchObject({
      headline: sample.title,
      datePublished: sample.publishedAt,
      author: { "@type": "Person", name: sample.author },
      articleSection: sample.category,
    });
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  });

  test("shows at most three other posts, never itself, streamed behind four skeletons", async ({
    page,
    request,
  }) => {
    for (const other of newestFirst) {
      const path = await postPath(page, other.title);
      // The HTML carries four placeholders that React swaps for the cards once they are ready.
      const html = await (await request.get(path)).text();
      expect(html.match(/data-testid="other-post-skeleton"/g) ?? []).toHaveLength(4);

      await page.goto(path);
      const section = page.getByRole("region", { name: "Other Posts" });
      await expect(section.getByTestId("other-post-skeleton")).toHaveCount(0);
      const others = section.getByRole("article");
      await expect(others).toHaveCount(3);
      const titles = await others.getByRole("heading", { level: 3 }).allTextContents();
      expect(titles).not.toContain(other.title);
      expect(new Set(titles).size).toBe(3);
      for (const title of titles) {
        const card = others.filter({
          has: page.getByRole("heading", { name: title, exact: true }),
        });
        const source = samplePosts.find((post) => post.title === title);
        if (source) {
          await expect(
            card.getByText(makeTeaser(source.content, RELATED_TEASER_LENGTH), { exact: true }),
          ).toBeVisible();
          await expect(card.locator("time")).toHaveText(formatPostDate(source.publishedAt));
          await expect(card.getByText(source.category, { exact: true })).toBeVisible();
        }
        const href = await card
          .getByRole("link", { name: `Read More about ${title}` })
          .getAttribute("href");
        expect(href).toMatch(POST_PATH);
        expect(href).not.toBe(path);
      }
    }
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto(await postPath(page, sample.title));
    await expect(
      page.getByRole("region", { name: "Other Posts" }).getByRole("article").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("answers an unknown id with 404, kept out of search, with a way back", async ({
    request,
  }) => {
    // Read over HTTP: the browser fixture counts any 4xx page load as a failure. Next.js sends
    // a not-found page's body in its RSC payload for the browser to render
    // (vercel/next.js#62228), so the check reads the payload.
    for (const path of ["/thought-hub/AAAAAAAAAAAAAAAAAAAA", "/thought-hub/no-such-post"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
      expect(html).toContain("Post not found");
      expect(html).toContain("Back to the Thought Hub");
    }
  });
});

test.describe("dates", () => {
  // A reader on the other side of the world sees the same date as the server wrote.
  test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

  test("render identically on server and client, whatever the browser's zone", async ({ page }) => {
    await page.goto("/thought-hub");
    const first = cards(page).filter({
      has: page.getByRole("heading", { name: newestFirst[0]!.title }),
    });
    await expect(first.locator("time")).toHaveText(formatPostDate(newestFirst[0]!.publishedAt));
  });
});

test.describe("feed and sitemap", () => {
  test("the feed is valid RSS listing every post with its content", async ({ page, request }) => {
    const response = await request.get("/feed.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await parseXml(page, await response.text());
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    const byTitle = new Map(feed.items.map((item) => [item.title, item]));
    for (const sample of samplePosts) {
      const item = byTitle.get(sample.title);
      expect(item?.link).toMatch(/\/thought-hub\/[A-Za-z0-9]{20}$/);
      expect(item?.content).toContain("<p>");
    }
  });

  test("the sitemap is valid and lists every post with its last change", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    const sitemap = await parseXml(page, await response.text());
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe("urlset");
    await page.goto("/thought-hub");
    const paths = await cards(page)
      .getByRole("link", { name: /^Read More/ })
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    expect(paths.length).toBeGreaterThanOrEqual(samplePosts.length);
    for (const path of paths) {
      const entry = sitemap.urls.find((url) => new URL(url.loc).pathname === path);
      expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(sitemap.urls.some((url) => new URL(url.loc).pathname === "/thought-hub")).toBe(true);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list and a post show their streamed parts, above the footer", async ({ page }) => {
    await page.goto("/thought-hub");
    await expect(cards(page)).toHaveCount(samplePosts.length);
    await expect(page.getByTestId("blog-card-skeleton").filter({ visible: true })).toHaveCount(0);
    const lastCard = await cards(page).last().boundingBox();
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect(lastCard!.y).toBeLessThan(footer!.y);

    await page.getByRole("link", { name: `Read More about ${newestFirst[0]!.title}` }).click();
    const others = page.getByRole("region", { name: "Other Posts" });
    await expect(others.getByRole("article")).toHaveCount(3);
    await expect(page.getByTestId("other-post-skeleton").filter({ visible: true })).toHaveCount(0);
    const otherPosts = await others.boundingBox();
    expect(otherPosts!.y).toBeLessThan((await page.getByRole("contentinfo").boundingBox())!.y);
  });
});
