import { describe, expect, it } from "vitest";
import {
  EMPTY_POST_FORM,
  isAllowedImageUrl,
  type PostFormValues,
  savePostRequestSchema,
  validatePostForm,
} from "./post-form";

const HOSTS = ["images.example.com"];
const form = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  ...EMPTY_POST_FORM,
  title: "Naming",
  category: "Brand Identity",
  content: "<p>Words about naming.</p>",
  ...overrides,
});
const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(" ");

describe("validatePostForm", () => {
  it("requires title, category and content, each with its own message", () => {
    expect(validatePostForm({ ...EMPTY_POST_FORM, content: "  " }, HOSTS)).toEqual({
      ok: false,
      errors: {
        title: "Title is required",
        category: "Category is required",
        content: "Content is required",
      },
    });
  });

  it("needs nothing else: author, excerpt, image, read time and tags are optional", () => {
    const result = validatePostForm(form(), HOSTS);
    expect(result.ok).toBe(true);
  });

  it("splits tags on commas, trims them and drops blanks", () => {
    const result = validatePostForm(form({ tags: " brand, ,naming ,  , voice," }), HOSTS);
    expect(result.ok && result.input.tags).toEqual(["brand", "naming", "voice"]);
  });

  it("computes an empty read time from the content: words / 200, rounded, at least 1", () => {
    const time = (content: string, readTime = "") => {
      const result = validatePostForm(form({ content, readTime }), HOSTS);
      return result.ok ? result.input.readTime : undefined;
    };
    expect(time(`<p>${words(700)}</p>`)).toBe("4 min");
    expect(time(`<p>${words(699)}</p>`)).toBe("3 min");
    expect(time("<p>short</p>")).toBe("1 min");
    expect(time(`<p>${words(700)}</p>`, "12 min")).toBe("12 min");
  });

  it("falls back to the first 120 characters of the text for an empty excerpt", () => {
    const content = `<h2>Heading</h2><p>${words(60)}</p>`;
    const result = validatePostForm(form({ content }), HOSTS);
    const excerpt = result.ok ? (result.input.excerpt ?? "") : "";
    expect(excerpt.startsWith("Heading w0 w1")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(121);
    const given = validatePostForm(form({ content, excerpt: " Mine. " }), HOSTS);
    expect(given.ok && given.input.excerpt).toBe("Mine.");
  });

  it("takes images from the site or allowed https hosts only", () => {
    for (const ok of [
      "/uploads/abc.webp",
      "/media/blog/post-1.webp",
      "https://images.example.com/a.jpg",
    ]) {
      expect(validatePostForm(form({ imageUrl: ok }), HOSTS).ok).toBe(true);
    }
    for (const bad of [
      "https://elsewhere.test/a.jpg",
      "http://images.example.com/a.jpg",
      "//images.example.com/a.jpg",
      "javascript:alert(1)",
    ]) {
      expect(validatePostForm(form({ imageUrl: bad }), HOSTS)).toMatchObject({
        ok: false,
        errors: { imageUrl: expect.stringMatching(/allowed host/) },
      });
    }
  });

  it("explains limits in words", () => {
    expect(validatePostForm(form({ title: "x".repeat(201) }), HOSTS)).toEqual({
      ok: false,
      errors: { title: "At most 200 characters" },
    });
    expect(validatePostForm(form({ status: "archived" }), HOSTS)).toMatchObject({
      ok: false,
      errors: { status: "Choose draft or published" },
    });
  });
});

describe("isAllowedImageUrl", () => {
  it("matches hosts case-insensitively and refuses malformed URLs", () => {
    expect(isAllowedImageUrl("https://IMAGES.example.com/x.png", HOSTS)).toBe(true);
    expect(isAllowedImageUrl("not a url", HOSTS)).toBe(false);
  });
});

describe("savePostRequestSchema", () => {
  it("accepts a create and an edit, and refuses malformed ids and versions", () => {
    expect(
      savePostRequestSchema.safeParse({ id: null, version: null, values: form() }).success,
    ).toBe(true);
    expect(
      savePostRequestSchema.safeParse({
        id: "AbCdEfGhIjKlMnOpQrSt",
        version: "2025-01-02T03:04:05.678Z",
        values: form(),
      }).success,
    ).toBe(true);
    for (const bad of [
      { id: "../x", version: null, values: form() },
      { id: null, version: "yesterday", values: form() },
      { id: null, version: null, values: { ...form(), title: 5 } },
    ]) {
      expect(savePostRequestSchema.safeParse(bad).success).toBe(false);
    }
  });
});
