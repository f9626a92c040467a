import { describe, expect, it } from "vitest";
import { postInputSchema, splitTags } from "./post-input";

const base = { title: "T", category: "C", content: "<p>x</p>" };

describe("postInputSchema", () => {
  it("requires title, category and content", () => {
    const result = postInputSchema.safeParse({ title: " ", category: "", content: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "category",
      "content",
      "title",
    ]);
  });

  it("fills defaults and turns blanks into null", () => {
    expect(postInputSchema.parse({ ...base, author: " ", excerpt: "" })).toEqual({
      ...base,
      imageUrl: null,
      author: null,
      excerpt: null,
      tags: [],
      readTime: null,
      aiEnhanced: false,
      aiBadge: null,
      status: "published",
      publishAt: null,
    });
  });

  it("reads a time to publish at, with its offset, and refuses what is no time", () => {
    expect(
      postInputSchema.parse({ ...base, publishAt: "2026-03-01T15:00:00+05:30" }).publishAt,
    ).toEqual(new Date("2026-03-01T09:30:00.000Z"));
    expect(postInputSchema.safeParse({ ...base, publishAt: "invalid" }).success).toBe(false);
  });

  it("accepts site paths and http(s) image URLs only", () => {
    for (const ok of [
      "/media/blog/post-1.webp",
      "https://images.example.com/a.webp",
      "http://x.test/a.png",
    ]) {
      expect(postInputSchema.safeParse({ ...base, imageUrl: ok }).success).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.test/a.png",
      "/\\evil.test/a.png",
      "/\\/evil.test/a.png",
      "/\t/evil.test/a.png",
      "https:\\\\evil.test/a.png",
      "ftp://x/a",
    ]) {
      expect(postInputSchema.safeParse({ ...base, imageUrl: bad }).success).toBe(false);
    }
  });

  it("trims, de-duplicates and drops blank tags", () => {
    expect(postInputSchema.parse({ ...base, tags: [" a ", "b", "a", ""] }).tags).toEqual([
      "a",
      "b",
    ]);
  });
});

describe("splitTags", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(splitTags(" brand, , identity ,design,")).toEqual(["brand", "identity", "design"]);
    expect(splitTags("")).toEqual([]);
  });
});
