import { describe, expect, it } from "vitest";
import { canonicalHtml, postChanged } from "./post-changed";
import { EMPTY_POST_FORM, type PostFormValues } from "./post-form";

const saved: PostFormValues = {
  ...EMPTY_POST_FORM,
  title: "The empty chair",
  category: "Strategy",
  content: "<p>One.</p>\n<ol>\n<li><strong>Two</strong> three</li>\n</ol>",
  tags: "brand, strategy",
};
/** How the rich-text editor writes that content back without anyone typing. */
const editorWriting = "<p>One.</p><ol><li><p><strong>Two</strong> three</p></li></ol>";

describe("postChanged", () => {
  it("is false for the form as it was loaded", () => {
    expect(postChanged(saved, { ...saved })).toBe(false);
  });

  it("is true when any field differs", () => {
    expect(postChanged(saved, { ...saved, title: "The empty chair!" })).toBe(true);
    expect(postChanged(saved, { ...saved, status: "draft" })).toBe(true);
    expect(postChanged(saved, { ...saved, aiEnhanced: true })).toBe(true);
    expect(postChanged(saved, { ...saved, tags: "brand" })).toBe(true);
  });

  it("reads the editor's own writing of the saved content as unchanged", () => {
    const current = { ...saved, content: editorWriting };
    expect(postChanged(saved, current, { [saved.content]: editorWriting })).toBe(false);
    // Without knowing the editor's writing, the different markup is a change.
    expect(postChanged(saved, current)).toBe(true);
  });

  it("counts an edit after the editor's writing as a change", () => {
    const current = { ...saved, content: editorWriting.replace("three", "four") };
    expect(postChanged(saved, current, { [saved.content]: editorWriting })).toBe(true);
  });

  it("ignores the editor's writing of another text", () => {
    const current = { ...saved, content: editorWriting };
    expect(postChanged(saved, current, { "<p>Other</p>": editorWriting })).toBe(true);
  });

  it("ignores layout whitespace between blocks and an empty editor", () => {
    expect(postChanged(saved, { ...saved, content: saved.content.replaceAll("\n", "") })).toBe(
      false,
    );
    expect(postChanged(EMPTY_POST_FORM, { ...EMPTY_POST_FORM, content: "<p></p>" })).toBe(false);
  });
});

describe("canonicalHtml", () => {
  it("keeps the space between inline elements, which is text", () => {
    expect(canonicalHtml("<p><em>a</em> <strong>b</strong></p>")).not.toBe(
      canonicalHtml("<p><em>a</em><strong>b</strong></p>"),
    );
  });

  it("drops whitespace around block tags only", () => {
    expect(canonicalHtml("<h2>Title</h2>\n  <p>Text</p>\n")).toBe("<h2>Title</h2><p>Text</p>");
  });
});
