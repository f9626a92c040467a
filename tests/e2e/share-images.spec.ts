import { pageCatalogue } from "@/content/page-catalogue";
import { expect, test } from "./support/fixtures";

/** The share-card tags a page's HTML carries: every og:image and twitter:image. */
const SHARE_IMAGE_TAG =
  /<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"\s*\/?>/g;

function shareImages(html: string): string[] {
  return [...html.matchAll(SHARE_IMAGE_TAG)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

test.describe("share cards", () => {
  test("every public page and post names share images that answer 200 with an image", async ({
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the same HTTP answers on every screen");
    test.setTimeout(120_000);
    // The catalogue's pages (aliases included) and, from the sitemap, every published post.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const posts = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname)
      .filter((path) => /^\/thought-hub\/(?!page\/)[^/]+$/.test(path));
    expect(posts.length).toBeGreaterThan(0);
    const paths = [...new Set([...pageCatalogue.map((entry) => entry.path), ...posts])];

    const checked = new Map<string, string>();
    for (const path of paths) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
      const images = shareImages(await page.text());
      expect(images.length, `${path} has no share image`).toBeGreaterThanOrEqual(2);
      for (const image of images) {
        // The page's own host may be the one it was built for; the path is what must resolve.
        const url = new URL(image);
        const address = `${url.pathname}${url.search}`;
        if (!checked.has(address)) {
          const response = await request.get(address, { maxRedirects: 0 });
          checked.set(address, `${response.status()} ${response.headers()["content-type"] ?? ""}`);
        }
        expect(checked.get(address), `${path}: ${address}`).toMatch(/^200 image\//);
      }
    }
  });
});
