import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { canonicalizeImageRequest, negotiateImageFormat, parseImageRequest } from "./image-request";

const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const src = encodeURIComponent("/media/blog/post-1.webp");

describe("optimised-image requests", () => {
  it("name one variant whatever else the URL or the Accept header carries", () => {
    const plain = parseImageRequest(`/_next/image?url=${src}&w=1920&q=75`, BROWSER_ACCEPT);
    const variants = [
      parseImageRequest(`/_next/image?url=${src}&w=1920&q=75&z=abc123`, BROWSER_ACCEPT),
      parseImageRequest(`/_next/image?z=1&q=75&w=1920&url=${src}&utm=x`, BROWSER_ACCEPT),
      parseImageRequest(`/_next/image?url=/media/blog/post-1.webp&w=1920&q=75`, "image/avif"),
      parseImageRequest(`/_next/image?url=${src}&w=1920&q=75`, "image/avif,junk/x-1;q=0.5"),
    ];
    expect(plain).toMatchObject({
      ok: true,
      variant: {
        source: "/media/blog/post-1.webp",
        width: 1920,
        quality: 75,
        format: "image/avif",
      },
      url: `/_next/image?url=%2Fmedia%2Fblog%2Fpost-1.webp&w=1920&q=75`,
      accept: "image/avif",
    });
    for (const variant of variants) expect(variant).toEqual(plain);
  });

  it("tell the formats apart, as Next.js encodes them", () => {
    expect(negotiateImageFormat(BROWSER_ACCEPT)).toBe("image/avif");
    expect(negotiateImageFormat("image/webp,*/*")).toBe("image/webp");
    expect(negotiateImageFormat("image/avif;q=0.5,image/webp")).toBe("image/webp");
    expect(negotiateImageFormat("image/avif;q=0,image/webp;q=0")).toBeNull();
    expect(negotiateImageFormat("*/*")).toBeNull();
    expect(negotiateImageFormat(undefined)).toBeNull();
    const key = (accept?: string) => {
      const parsed = parseImageRequest(`/_next/image?url=${src}&w=640&q=75`, accept);
      return parsed.ok ? parsed.key : parsed.message;
    };
    expect(new Set([key(BROWSER_ACCEPT), key("image/webp"), key("*/*"), key()]).size).toBe(3);
    expect(key("*/*")).toBe(key());
  });

  it("refuse widths, qualities and sources the site never asks for", () => {
    const refused = [
      `/_next/image?url=${src}&w=1921&q=75`,
      `/_next/image?url=${src}&w=01920&q=75`,
      `/_next/image?url=${src}&w=1920&q=74`,
      `/_next/image?url=${src}&w=1920&q=75&q=75`,
      `/_next/image?url=${src}&url=${src}&w=1920&q=75`,
      `/_next/image?w=1920&q=75`,
      `/_next/image?url=${encodeURIComponent("/media/blog/post-1.webp?z=1")}&w=1920&q=75`,
      `/_next/image?url=${encodeURIComponent("/media/blog/post-1.webp#z")}&w=1920&q=75`,
      `/_next/image?url=${encodeURIComponent("//evil.example/x.png")}&w=1920&q=75`,
      `/_next/image?url=${encodeURIComponent("/\\evil.example/x.png")}&w=1920&q=75`,
      `/_next/image?url=${encodeURIComponent("http://images.example/x.png")}&w=1920&q=75`,
      `/_next/image/other?url=${src}&w=1920&q=75`,
    ];
    for (const url of refused) expect(parseImageRequest(url, BROWSER_ACCEPT).ok, url).toBe(false);
    expect(
      parseImageRequest(
        `/_next/image?url=${encodeURIComponent("https://images.example/a.jpg?fit=crop")}&w=640&q=75`,
        BROWSER_ACCEPT,
      ),
    ).toMatchObject({ ok: true, variant: { source: "https://images.example/a.jpg?fit=crop" } });
  });

  it("reach Next.js with the canonical URL, one Accept type and no cache-defeating headers", () => {
    const req = {
      method: "HEAD",
      url: `/_next/image?url=${src}&w=640&q=75&z=1`,
      headers: {
        host: "localhost",
        accept: BROWSER_ACCEPT,
        cookie: "__prerender_bypass=1",
        range: "bytes=0-10",
        rsc: "1",
        "if-none-match": '"x"',
      },
    } as unknown as IncomingMessage;
    expect(canonicalizeImageRequest(req)).toEqual({ ok: true });
    expect(req.method).toBe("GET");
    expect(req.url).toBe("/_next/image?url=%2Fmedia%2Fblog%2Fpost-1.webp&w=640&q=75");
    expect(req.headers).toEqual({
      host: "localhost",
      accept: "image/avif",
      "if-none-match": '"x"',
    });
    const post = { method: "POST", url: req.url, headers: {} } as unknown as IncomingMessage;
    expect(canonicalizeImageRequest(post)).toMatchObject({ ok: false, status: 405 });
  });
});
