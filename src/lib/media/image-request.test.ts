import { describe, expect, it } from "vitest";
import { checkImageRequest } from "./image-request";

const HOSTS = ["images.example.com"];
const image = (source: string, rest = "&w=640&q=75") =>
  `/_next/image?url=${encodeURIComponent(source)}${rest}`;
const status = (url: string, method = "GET") => {
  const check = checkImageRequest(method, url, HOSTS);
  return check.ok ? 200 : check.status;
};

describe("image optimiser requests", () => {
  it("accepts what next/image writes for the site's images and allowed hosts", () => {
    for (const source of [
      "/media/works/brand-identity.webp",
      "/uploads/0123456789abcdef.webp",
      "https://images.example.com/a/b.jpg",
    ]) {
      expect(status(image(source)), source).toBe(200);
      expect(status(image(source), "HEAD"), source).toBe(200);
    }
  });

  it("refuses every other spelling of a local file, 400, before anything is encoded", () => {
    for (const source of [
      "/media/works/x1/../brand-identity.webp",
      "/media/works/./brand-identity.webp",
      "/media//works/brand-identity.webp",
      "/media/works/brand%2Didentity.webp",
      "/media/works/brand-identity.webp?v=1",
      "/media/works/brand-identity.webp#a",
      "/media/works/..",
      "/media\\works/brand-identity.webp",
      "//evil.example/x.png",
      "/secret.db",
      "/_next/static/media/x.png",
      "",
    ]) {
      expect(status(image(source)), source).toBe(400);
    }
  });

  it("refuses remote sources elsewhere, with a query, a port, credentials or http", () => {
    for (const source of [
      "https://evil.example/x.jpg",
      "https://images.example.com/x.jpg?w=1",
      "https://images.example.com:8443/x.jpg",
      "https://user:pw@images.example.com/x.jpg",
      "http://images.example.com/x.jpg",
      "https://images.example.com/a/../x.jpg",
      "https://images.example.com/a%20b.jpg",
      "https://IMAGES.example.com/x.jpg",
    ]) {
      expect(status(image(source)), source).toBe(400);
    }
  });

  it("takes url, w and q once each, with a width and quality the site uses, and nothing else", () => {
    const source = "/media/works/brand-identity.webp";
    expect(status(image(source, "&w=641&q=75"))).toBe(400);
    expect(status(image(source, "&w=640&q=80"))).toBe(400);
    expect(status(image(source, "&w=640&q=75&z=1"))).toBe(400);
    expect(status(image(source, "&w=640&w=640&q=75"))).toBe(400);
    expect(status(image(source, "&q=75"))).toBe(400);
    expect(status(`/_next/image/x?url=${encodeURIComponent(source)}&w=640&q=75`)).toBe(400);
    expect(status(image(source), "POST")).toBe(405);
  });
});
