import { describe, expect, it } from "vitest";
import { makeTeaser } from "./teaser";

const BLOG_LIST_TEASER_LENGTH = 220;
const RELATED_TEASER_LENGTH = 100;

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("makeTeaser", () => {
  it("keeps short text whole, without an ellipsis", () => {
    expect(makeTeaser("<p>Short and <em>sweet</em>.</p>", BLOG_LIST_TEASER_LENGTH)).toBe(
      "Short and sweet.",
    );
  });

  it("cuts long text to at most 220 characters plus an ellipsis, at a word boundary", () => {
    const teaser = makeTeaser(`<p>${words(100)}</p>`, BLOG_LIST_TEASER_LENGTH);
    expect(teaser.endsWith("…")).toBe(true);
    const body = teaser.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(BLOG_LIST_TEASER_LENGTH);
    expect(body.length).toBeGreaterThan(BLOG_LIST_TEASER_LENGTH * 0.9);
    expect(words(100).startsWith(body)).toBe(true);
    expect(body).toMatch(/word\d+$/);
    expect(words(100).charAt(body.length)).toBe(" ");
  });

  it("cuts related-post teasers at 100 characters", () => {
    const teaser = makeTeaser(`<p>${words(40)}</p>`, RELATED_TEASER_LENGTH);
    expect(teaser.endsWith("…")).toBe(true);
    expect(teaser.length - 1).toBeLessThanOrEqual(RELATED_TEASER_LENGTH);
  });

  it("strips HTML and decodes entities before counting", () => {
    const html = `<p><a href="/x">Tom &amp; Jerry</a> ${"x".repeat(20)}</p>`;
    expect(makeTeaser(html, 32)).toBe(`Tom & Jerry ${"x".repeat(20)}`);
    expect(makeTeaser(html, 12)).toBe("Tom & Jerry…");
  });

  it("cuts one long word hard rather than returning almost nothing", () => {
    expect(makeTeaser(`<p>a ${"b".repeat(50)}</p>`, 10)).toBe(`a ${"b".repeat(8)}…`);
  });

  it("drops punctuation left at the cut and never splits an emoji", () => {
    expect(makeTeaser("<p>One, two, three, four</p>", 9)).toBe("One, two…");
    expect(makeTeaser(`<p>${"🪑".repeat(5)}</p>`, 3)).toBe("🪑🪑🪑…");
  });

  it("answers empty content with an empty teaser", () => {
    expect(makeTeaser("", RELATED_TEASER_LENGTH)).toBe("");
  });
});
