import { describe, expect, it } from "vitest";
import { countWords, readTimeLabel, readTimeMinutes, readTimeValue } from "./read-time";

const paragraph = (count: number) =>
  `<p>${Array.from({ length: count }, () => "word").join(" ")}</p>`;

describe("read time", () => {
  it("counts words of the text, not the markup", () => {
    expect(countWords('<h2 class="x">Two words</h2><p>and <a href="/y">three more</a></p>')).toBe(
      5,
    );
    expect(countWords("")).toBe(0);
  });

  it("reads 200 words a minute, rounded", () => {
    expect(readTimeMinutes(paragraph(200))).toBe(1);
    expect(readTimeMinutes(paragraph(500))).toBe(3);
    expect(readTimeMinutes(paragraph(499))).toBe(2);
    expect(readTimeMinutes(paragraph(1000))).toBe(5);
  });

  it("never gives less than one minute; empty content gives 1", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("<p></p>")).toBe(1);
    expect(readTimeMinutes(paragraph(20))).toBe(1);
  });

  it("stores 'N min' and shows 'N min read'", () => {
    expect(readTimeValue(paragraph(600))).toBe("3 min");
    expect(readTimeLabel("3 min")).toBe("3 min read");
    expect(readTimeLabel(" 7 min read ")).toBe("7 min read");
  });
});
