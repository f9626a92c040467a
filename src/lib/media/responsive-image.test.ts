import { describe, expect, it } from "vitest";
import { checkImageRequest } from "./image-request";
import { POST_IMAGE_WIDTHS, responsiveImage } from "./responsive-image";

const LARGE = { width: 2400, height: 1600 };
const candidates = (srcset: string) =>
  srcset.split(", ").map((entry) => {
    const [url = "", descriptor = ""] = entry.split(" ");
    return { url, w: new URL(url, "http://site.test").searchParams.get("w"), descriptor };
  });

describe("responsive images in post content", () => {
  it("offers a large upload from 384 px up to the width that covers the column at 2x", () => {
    expect(POST_IMAGE_WIDTHS).toEqual([384, 640, 768, 1024, 1280, 1600]);
    const image = responsiveImage("/uploads/0123456789abcdef.webp", LARGE);
    expect(candidates(image!.srcset)).toEqual(
      [384, 640, 768, 1024, 1280, 1600].map((width) => ({
        url: `/_next/image?url=%2Fuploads%2F0123456789abcdef.webp&w=${width}&q=75`,
        w: String(width),
        descriptor: `${width}w`,
      })),
    );
    expect(image).toMatchObject({
      sizes: "(min-width: 768px) 704px, calc(100vw - 40px)",
      width: 2400,
      height: 1600,
    });
  });

  it("writes only addresses the production server lets through to the optimiser", () => {
    const image = responsiveImage("/media/works/brand-identity.webp", LARGE);
    for (const { url } of candidates(image!.srcset)) {
      expect(checkImageRequest("GET", url, []), url).toEqual({ ok: true });
    }
  });

  it("describes the request wider than the file with the file's own width, never larger", () => {
    const image = responsiveImage("/uploads/small.webp", { width: 700, height: 350 });
    expect(candidates(image!.srcset).map(({ w, descriptor }) => [w, descriptor])).toEqual([
      ["384", "384w"],
      ["640", "640w"],
      ["768", "700w"],
    ]);
    expect(image).toMatchObject({
      sizes: "(min-width: 740px) 700px, calc(100vw - 40px)",
      width: 700,
      height: 350,
    });
  });

  it("keeps the size the author gave and derives a missing height from the file", () => {
    expect(responsiveImage("/uploads/a.webp", LARGE, { width: 600, height: 300 })).toMatchObject({
      width: 600,
      height: 300,
      sizes: "(min-width: 640px) 600px, calc(100vw - 40px)",
    });
    expect(responsiveImage("/uploads/a.webp", LARGE, { width: 600 })).toMatchObject({
      width: 600,
      height: 400,
    });
    expect(
      responsiveImage("/uploads/a.webp", LARGE, { width: 0, height: Number.NaN }),
    ).toMatchObject({ width: 2400, height: 1600 });
  });

  it("leaves every source the optimiser refuses, or a file of unknown size, alone", () => {
    for (const source of [
      "https://images.example.com/a.jpg",
      "/uploads/../site.db",
      "/uploads//a.webp",
      "/uploads/a%2Eb.webp",
      "/secret/a.webp",
      "data:image/png;base64,AAAA",
    ]) {
      expect(responsiveImage(source, LARGE), source).toBeNull();
    }
    expect(responsiveImage("/uploads/a.webp", { width: 0, height: 10 })).toBeNull();
  });
});
