import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";
import { processImage, UnsupportedImageError } from "./process-image";

const red = { r: 155, g: 28, b: 31 };
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: red } });

describe("detectImageType", () => {
  it("recognises each allowed format from its bytes", async () => {
    const image = canvas(8, 8);
    expect(detectImageType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await image.clone().png().toBuffer())).toBe("png");
    expect(detectImageType(await image.clone().webp().toBuffer())).toBe("webp");
    expect(detectImageType(await image.clone().gif().toBuffer())).toBe("gif");
    expect(detectImageType(await image.clone().avif().toBuffer())).toBe("avif");
  });

  it("refuses everything else, whatever it claims to be", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const tiff = await canvas(8, 8).tiff().toBuffer();
    const mp4Like = Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom");
    for (const bytes of [svg, html, tiff, mp4Like, Buffer.alloc(0), Buffer.from("GIF8")]) {
      expect(detectImageType(bytes)).toBeUndefined();
    }
  });
});

describe("processImage", () => {
  it("re-encodes as WebP, at most 2400 px wide, keeping the aspect ratio", async () => {
    const result = await processImage(await canvas(3000, 1500).png().toBuffer());
    expect(result).toMatchObject({ width: 2400, height: 1200, format: "webp" });
    expect(detectImageType(result.data)).toBe("webp");
  });

  it("never enlarges a small image", async () => {
    const result = await processImage(await canvas(640, 480).jpeg().toBuffer());
    expect(result).toMatchObject({ width: 640, height: 480 });
  });

  it("strips metadata and applies the EXIF orientation first", async () => {
    const withExif = await canvas(400, 200)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: { IFD0: { Copyright: "secret studio", Artist: "someone" } },
      })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const result = await processImage(withExif);
    const metadata = await sharp(result.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored image is upright, so portrait.
    expect({ width: result.width, height: result.height }).toEqual({ width: 200, height: 400 });
    expect(result.data.includes(Buffer.from("secret studio"))).toBe(false);
  });

  it("keeps an animated GIF animated", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 16, height: 16, channels: 4, background } })
        .png()
        .toBuffer();
    const gif = await sharp(await Promise.all([frame("#9b1c1f"), frame("#f2877a")]), {
      join: { animated: true },
    })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const result = await processImage(gif);
    expect(result).toMatchObject({ width: 16, height: 16 });
    const metadata = await sharp(result.data, { animated: true }).metadata();
    expect({ format: metadata.format, pages: metadata.pages }).toEqual({
      format: "webp",
      pages: 2,
    });
  });

  it("refuses files that are not allowed images, and corrupt ones", async () => {
    await expect(processImage(Buffer.from("<svg/>"))).rejects.toBeInstanceOf(UnsupportedImageError);
    const truncated = (await canvas(200, 200).png().toBuffer()).subarray(0, 60);
    await expect(processImage(truncated)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});
