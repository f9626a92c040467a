import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getMediaByKey } from "@/server/media/media-library";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import { createTestDatabase } from "../../../tests/support/databases";
import { cpuMilliseconds } from "../../../tests/support/cpu-time";
import { dataUrlBytes, uploadDataImages, uploadDataUrl } from "./data-images";

const root = mkdtempSync(path.join(tmpdir(), "kursi-data-images-"));
vi.mock("@/server/storage/storage", () => ({
  getMediaStorage: () => new LocalDirectoryStorage(root),
}));
// Each stored image is recorded in the media library: here, in a database of the test's own.
const database = await createTestDatabase("sqlite");
vi.mock("@/server/db/database", () => ({ getDb: async () => database.db }));
afterAll(async () => {
  await database.destroy();
  rmSync(root, { recursive: true, force: true });
});

const pngDataUrl = async (background: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 4, height: 4, channels: 3, background } })
      .png()
      .toBuffer()
  ).toString("base64")}`;

describe("base64 images become uploads", () => {
  it("decodes image data: URLs only", () => {
    expect(dataUrlBytes("data:image/png;base64,aGVsbG8=")?.toString()).toBe("hello");
    expect(dataUrlBytes("data:text/html;base64,aGVsbG8=")).toBeUndefined();
    expect(dataUrlBytes("https://example.com/a.png")).toBeUndefined();
  });

  it("turns a pasted image URL field into a stored file", async () => {
    const url = await uploadDataUrl(await pngDataUrl("#9b1c1f"));
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const key = url.split("/").pop()!;
    expect(readdirSync(root)).toContain(key);
    expect(await getMediaByKey(database.db, key)).toMatchObject({ kind: "image", name: key });
    expect(await uploadDataUrl("/media/blog/post-1.webp")).toBe("/media/blog/post-1.webp");
  });

  it("points every inline image in the HTML at a stored file, once per image", async () => {
    const red = await pngDataUrl("#9b1c1f");
    const coral = await pngDataUrl("#f2877a");
    const html = `<p>a</p><img alt="r" src="${red}"><img src='${coral}' alt="c"><img src="${red}"><img src="/media/x.webp">`;
    const result = await uploadDataImages(html);
    expect(result).not.toContain("data:");
    const urls = [...result.matchAll(/\/uploads\/[a-f0-9]{32}\.webp/g)].map((match) => match[0]);
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe(urls[2]);
    expect(urls[0]).not.toBe(urls[1]);
    expect(result).toContain('<img src="/media/x.webp">');
    expect(result).toContain(`<img src='${urls[1]}' alt="c">`);
  });

  it("leaves an unreadable inline image for the sanitiser", async () => {
    const html = '<img src="data:image/png;base64,AAAA">';
    expect(await uploadDataImages(html)).toBe(html);
  });
});

describe("base64 images in pathological HTML", () => {
  /*
   * The figure is 100 ms on an idle machine; what the test must catch is quadratic work,
   * which takes minutes on a megabyte. Two seconds of CPU separates the two on any machine,
   * however loaded, without measuring the machine instead of the code.
   */
  const MAX_MS = 2000;
  const MEGABYTE = 1_000_000;
  const fill = (unit: string, tail = "") => unit.repeat(Math.ceil(MEGABYTE / unit.length)) + tail;

  it.each([
    ["image tags that never close", fill("<img ")],
    ["image tags with an src but no data", fill("<img src=x ")],
    ["image tags closed at the very end", fill("<img alt=a ", ">")],
    ["a data URL that never ends", `<img src="data:image/png;base64,${fill("A")}`],
    ["data URLs opened again and again", fill(`<img src='data:image/png `, ">")],
  ])("finds none in a megabyte of %s in linear time", async (_name, html) => {
    let result: Promise<string> | undefined;
    // Everything up to the first upload runs synchronously, so its CPU time is measured here.
    expect(cpuMilliseconds(() => (result = uploadDataImages(html)))).toBeLessThan(MAX_MS);
    expect(await result).toBe(html);
  });
});
