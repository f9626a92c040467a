import { describe, expect, it } from "vitest";
import { diffHtmlText, diffWords, hasChanges, MAX_DIFF_EDITS } from "./revision-diff";

/** Rebuilds each side from a diff: the old text is same + deleted, the new one same + inserted. */
const sides = (parts: ReturnType<typeof diffWords>) => ({
  before: parts
    .filter((part) => part.kind !== "inserted")
    .map((part) => part.text)
    .join(" "),
  after: parts
    .filter((part) => part.kind !== "deleted")
    .map((part) => part.text)
    .join(" "),
});

describe("diffWords", () => {
  it("marks nothing when the texts have the same words", () => {
    expect(diffWords("The  quick\nfox", "The quick fox")).toEqual([
      { kind: "same", text: "The quick fox" },
    ]);
    expect(hasChanges(diffWords("a b", "a b"))).toBe(false);
    expect(diffWords("", "")).toEqual([]);
  });

  it("marks a replaced word as deleted then inserted, in place", () => {
    expect(diffWords("The quick brown fox", "The slow brown fox")).toEqual([
      { kind: "same", text: "The" },
      { kind: "deleted", text: "quick" },
      { kind: "inserted", text: "slow" },
      { kind: "same", text: "brown fox" },
    ]);
  });

  it("marks words added and removed at the start, middle and end", () => {
    expect(diffWords("b c d", "a b d e")).toEqual([
      { kind: "inserted", text: "a" },
      { kind: "same", text: "b" },
      { kind: "deleted", text: "c" },
      { kind: "same", text: "d" },
      { kind: "inserted", text: "e" },
    ]);
    expect(diffWords("", "all new")).toEqual([{ kind: "inserted", text: "all new" }]);
    expect(diffWords("all gone", "")).toEqual([{ kind: "deleted", text: "all gone" }]);
  });

  it("finds a shortest diff: unchanged words in a reordered text stay unmarked", () => {
    const parts = diffWords("a b c a b b a", "c b a b a c");
    expect(sides(parts)).toEqual({ before: "a b c a b b a", after: "c b a b a c" });
    const edits = parts
      .filter((part) => part.kind !== "same")
      .reduce((count, part) => count + part.text.split(" ").length, 0);
    // Myers' own example: five edits is the shortest script.
    expect(edits).toBe(5);
  });

  it("always rebuilds both texts exactly", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 30) },
        () => "abcde"[Math.floor(random() * 5)],
      ).join(" ");
    for (let round = 0; round < 200; round += 1) {
      const before = text();
      const after = text();
      expect(sides(diffWords(before, after))).toEqual({ before, after });
    }
  });

  it("shows the middle replaced whole when it differs by more than 2000 words", () => {
    expect(MAX_DIFF_EDITS).toBe(2000);
    const before = Array.from({ length: 1500 }, (_, i) => `old${i}`).join(" ");
    const after = Array.from({ length: 1500 }, (_, i) => `new${i}`).join(" ");
    const parts = diffWords(`start ${before} end`, `start ${after} end`);
    expect(parts.map((part) => part.kind)).toEqual(["same", "deleted", "inserted", "same"]);
  });
});

describe("diffHtmlText", () => {
  it("compares the text of the HTML, not its tags", () => {
    expect(
      diffHtmlText("<p>Hello <strong>big</strong> world</p>", "<h2>Hello</h2><p>small world</p>"),
    ).toEqual([
      { kind: "same", text: "Hello" },
      { kind: "deleted", text: "big" },
      { kind: "inserted", text: "small" },
      { kind: "same", text: "world" },
    ]);
    expect(diffHtmlText("<p>Fish &amp; chips</p>", "<p>Fish & chips</p>")).toEqual([
      { kind: "same", text: "Fish & chips" },
    ]);
  });
});
