import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { formatPostDate } from "@/lib/blog/post-date";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/** Posts per list page, and the spec's default read-time label. */
const BLOG_POSTS_PER_PAGE = 12;
const DEFAULT_READ_TIME_LABEL = "5 min read";
/** The spec's skeleton cards while a page of posts loads. */
const BLOG_LIST_SKELETON_COUNT = 6;

/*
 * The Thought Hub on a database in a known state, on a server of its own (port 3151): first
 * empty (sample content switched off), then holding more posts than one page, a draft, and a
 * post written straight into the database, bypassing the repository's sanitiser.
 */

// Follows E2E_PORT (default 3100), so parallel checkouts do not collide.
const PORT = Number(process.env.E2E_STATES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 51);
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-states`);
const dbFile = path.join(dataDir, "site.db");

const PUBLISHED = 14;
const day = (n: number) => new Date(Date.UTC(2025, 6, n, 6, 0, 0)).toISOString();
const published = Array.from({ length: PUBLISHED }, (_, i) => ({
  title: `Numbered post ${String(i + 1).padStart(2, "0")}`,
  category: "Testing",
  content: `<p>Body of post ${i + 1}. ${"word ".repeat(40 * (i + 1))}</p>`,
  imageUrl: "/media/blog/post-1.webp",
  author: "Test Author",
  at: day(i + 1),
}));
const draft = {
  title: "Unpublished draft",
  category: "Testing",
  content: "<p>Secret</p>",
  status: "draft" as const,
  at: day(28),
};
const RAW_ID = "RawUnsanitisedPost01";
const raw = {
  id: RAW_ID,
  title: "Written around the sanitiser",
  at: day(30),
  content: [
    "<p>Safe paragraph.</p>",
    "<script>window.__xss = 'script'</script>",
    '<img src="/media/blog/post-2.webp" alt="" onerror="window.__xss = \'onerror\'" onload="window.__xss = \'onload\'">',
    "<a href=\"javascript:window.__xss = 'link'\">click</a>",
    '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
    '<p style="position:fixed;inset:0;z-index:99;background:red">overlay</p>',
  ].join(""),
};

/** Writes the posts; returns their ids in the order written (the draft's last). */
function writePosts(): string[] {
  const output = execFileSync(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      "tests/e2e/support/write-posts.ts",
      dbFile,
      JSON.stringify({ posts: [...published, draft], raw }),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output.toString("utf8")) as string[];
}

test.describe.serial("Thought Hub on a database of its own", () => {
  let server: ServerProcess | undefined;
  let draftId = "";

  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one server on one port: runs in the desktop project",
    );
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = await startServer({ port: PORT, dataDir, env: { SEED_SAMPLE_CONTENT: "false" } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("an empty database shows “No blogs available yet.”", async ({ page, request }) => {
    await page.goto(`${server!.baseURL}/thought-hub`);
    await expect(page.getByRole("heading", { level: 1, name: "Thought Hub" })).toBeVisible();
    await expect(page.getByText("No blogs available yet.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const feed = await (await request.get(`${server!.baseURL}/feed.xml`)).text();
    expect(feed).toContain("<channel>");
    expect(feed).not.toContain("<item>");
  });

  test("pages hold twelve posts, newest first, with crawlable links between them", async ({
    page,
    request,
  }) => {
    // A restart on the same data directory: the cache is in memory, the posts are new.
    await server!.stop();
    draftId = writePosts().at(-1) ?? "";
    server = await startServer({ port: PORT, dataDir, env: { SEED_SAMPLE_CONTENT: "false" } });
    const base = server.baseURL;
    // Page 2's data (prefetch or navigation) is held back until the skeletons have been seen.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/thought-hub\/page\/2\?_rsc=/, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(`${base}/thought-hub`);
    const titles = await page
      .getByRole("region", { name: "Posts" })
      .getByRole("heading", { level: 2 })
      .allTextContents();
    const expected = [raw.title, ...published.map((post) => post.title).reverse()];
    expect(titles).toEqual(expected.slice(0, BLOG_POSTS_PER_PAGE));

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Page 1");
    await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/thought-hub/page/2",
    );
    await expect(pagination.getByRole("link", { name: "Older posts" })).toHaveAttribute(
      "rel",
      "next",
    );
    await expect(pagination.getByRole("link", { name: "Newer posts" })).toHaveCount(0);

    const posts = page.getByRole("region", { name: "Posts" });
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
    await pagination.getByRole("link", { name: "Older posts" }).click();
    await expect(posts.getByTestId("blog-card-skeleton")).toHaveCount(BLOG_LIST_SKELETON_COUNT);
    await expect(posts).toHaveAttribute("aria-busy", "true");
    await expect(posts).toBeInViewport();
    release();
    await expect(page).toHaveURL(/\/thought-hub\/page\/2$/);
    await expect(posts).not.toHaveAttribute("aria-busy");
    await expect(
      page.getByRole("region", { name: "Posts" }).getByRole("heading", { level: 2 }),
    ).toHaveText(expected.slice(BLOG_POSTS_PER_PAGE));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/thought-hub\/page\/2$/,
    );
    await expect(pagination.getByRole("link", { name: "Newer posts" })).toHaveAttribute(
      "href",
      "/thought-hub",
    );
    await expectNoAxeViolations(page);

    expect((await request.get(`${base}/thought-hub/page/3`)).status()).toBe(404);
    for (const route of ["/thought-hub", "/thought-hub/page/2"]) {
      expect(await (await request.get(`${base}${route}`)).text()).not.toContain(draft.title);
    }
    expect(draftId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await request.get(`${base}/thought-hub/${draftId}`)).status()).toBe(404);
  });

  test("drafts stay out of the feed and sitemap", async ({ request }) => {
    const read = async (route: string) => (await request.get(`${server!.baseURL}${route}`)).text();
    const feed = await read("/feed.xml");
    const sitemap = await read("/sitemap.xml");
    expect(feed).not.toContain(draft.title);
    expect(feed.match(/<item>/g)).toHaveLength(PUBLISHED + 1);
    expect(sitemap.match(/\/thought-hub\/[A-Za-z0-9]{20}</g)).toHaveLength(PUBLISHED + 1);
  });

  test("a post without image, author or read time falls back; its HTML is sanitised on render", async ({
    page,
  }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`${server!.baseURL}/thought-hub`);
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: raw.title }) });
    await expect(card.locator("img")).toHaveAttribute("src", /fallback\.webp/);
    await expect(card.getByText(DEFAULT_READ_TIME_LABEL, { exact: true })).toBeVisible();

    await card.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/thought-hub/${RAW_ID}$`));
    const about = page.getByRole("complementary", { name: "About this post" });
    await expect(about.getByTestId("post-image-placeholder")).toBeVisible();
    await expect(about.locator("img")).toHaveCount(0);
    await expect(about.getByText("Unknown Author", { exact: true })).toBeVisible();
    await expect(about.getByText("1 min read", { exact: true })).toBeVisible();
    await expect(about.locator("time")).toHaveText(formatPostDate(raw.at));

    const article = page.getByRole("article");
    await expect(article.getByText("Safe paragraph.")).toBeVisible();
    await expect(
      article.locator("script, iframe, [onerror], [onload], [style*='position']"),
    ).toHaveCount(0);
    await expect(article.getByText("click")).not.toHaveAttribute("href", /.+/);
    await article.getByText("click").click();
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});
