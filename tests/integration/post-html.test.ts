import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";

/*
 * A post's images on its public page (issue 28): the site's own get a srcset through the
 * optimiser, sized from the stored file; everything else is left as the sanitiser wrote it.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "post-images-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function load() {
  vi.resetModules();
  vi.stubEnv("STORAGE", "local");
  vi.stubEnv("DATA_DIR", dataDir);
  const { storeImage } = await import("@/server/media/store-image");
  const { renderPostHtml } = await import("@/server/blog/post-html");
  return { storeImage, renderPostHtml };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#9b1c1f" } })
    .jpeg()
    .toBuffer();

/** The attributes of each <img> in `html`, through the browser's own parser rules. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name,
        value.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

describe("post images on the public page", () => {
  it("gives an uploaded image a srcset of optimiser widths, its size and the column's sizes", async () => {
    const { storeImage, renderPostHtml } = await load();
    const stored = await storeImage(await photo(3000, 2000));
    expect(stored.width).toBe(2400);
    const [image] = images(
      await renderPostHtml(`<figure><img src="${stored.url}" alt="A frame"></figure>`),
    );
    const source = encodeURIComponent(stored.url);
    expect(image).toMatchObject({
      src: stored.url,
      alt: "A frame",
      loading: "lazy",
      width: "2400",
      height: "1600",
      sizes: "(min-width: 768px) 704px, calc(100vw - 40px)",
    });
    expect(image?.srcset?.split(", ")).toEqual(
      [384, 640, 768, 1024, 1280, 1600].map(
        (width) => `/_next/image?url=${source}&w=${width}&q=75 ${width}w`,
      ),
    );
  });

  it("reads the site's own artwork from public/ and keeps a size the author gave", async () => {
    const { renderPostHtml } = await load();
    const [image] = images(
      await renderPostHtml('<p><img src="/media/blog/post-1.webp" alt="" width="320"></p>'),
    );
    expect(image?.width).toBe("320");
    expect(Number(image?.height)).toBeGreaterThan(0);
    expect(image?.sizes).toBe("(min-width: 360px) 320px, calc(100vw - 40px)");
    expect(image?.srcset).toContain("/_next/image?url=%2Fmedia%2Fblog%2Fpost-1.webp&w=384&q=75");
  });

  it("leaves remote, missing and data images as they were, and drops a srcset the post carried", async () => {
    const { renderPostHtml } = await load();
    const dataUrl = `data:image/png;base64,${(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer()
    ).toString("base64")}`;
    const html = [
      '<img src="https://images.example.com/a.jpg" alt="remote" srcset="https://evil.example/x.jpg 1w" sizes="1px">',
      '<img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt="missing">',
      `<img src="${dataUrl}" alt="inline">`,
      '<img src="/media/blog/post-1.webp" alt="forged" srcset="https://evil.example/x.jpg 1w" sizes="1px">',
    ].join("");
    const [remote, missing, inline, forged] = images(await renderPostHtml(html));
    for (const image of [remote, missing, inline]) {
      expect(image).not.toHaveProperty("srcset");
      expect(image).not.toHaveProperty("sizes");
    }
    expect(remote?.src).toBe("https://images.example.com/a.jpg");
    expect(inline?.src).toBe(dataUrl);
    expect(forged?.srcset).not.toContain("evil.example");
    expect(forged?.sizes).not.toBe("1px");
  });
});
