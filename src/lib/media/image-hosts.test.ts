import { describe, expect, it } from "vitest";
import { isAllowedImageUrl, isSitePath, parseImageHosts } from "./image-hosts";

describe("parseImageHosts", () => {
  it("reads a comma-separated list, trimmed and lower-cased, without blanks", () => {
    expect(parseImageHosts(" Images.Example.com, ,cdn.example.org,")).toEqual([
      "images.example.com",
      "cdn.example.org",
    ]);
  });

  it("is empty when unset", () => {
    expect(parseImageHosts(undefined)).toEqual([]);
    expect(parseImageHosts("")).toEqual([]);
  });
});

/** Addresses that begin like a site path but resolve to another host (or are not URLs). */
const DISGUISED = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "/\\/evil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  "\\\\evil.example/x.png",
];

describe("isSitePath", () => {
  it("accepts paths on this site", () => {
    for (const path of ["/media/blog/post-1.webp", "/uploads/a.webp?v=1", "/a%2F%2Fb.png"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("refuses other hosts written to look like paths", () => {
    for (const path of [...DISGUISED, "https://evil.example/x.png", "media/x.png", ""]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe("isAllowedImageUrl", () => {
  const hosts = ["images.example.com"];

  it("accepts site paths and https on an allowed host", () => {
    expect(isAllowedImageUrl("/media/blog/post-1.webp", hosts)).toBe(true);
    expect(isAllowedImageUrl("https://IMAGES.example.com/a.webp", hosts)).toBe(true);
  });

  it("refuses disguised hosts, other hosts, http, credentials and backslashes", () => {
    for (const url of [
      ...DISGUISED,
      "https://evil.example/x.png",
      "http://images.example.com/a.webp",
      "https://user:pass@images.example.com/a.webp",
      "https:\\\\images.example.com\\a.webp",
      "https://images.example.com.evil.example/a.webp",
    ]) {
      expect(isAllowedImageUrl(url, hosts), JSON.stringify(url)).toBe(false);
    }
  });
});
