import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, wrapIndex } from "./carousel";

describe("carousel index arithmetic", () => {
  it("moves forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(1, 2)).toBe(0);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(0, 2)).toBe(1);
  });

  it("wraps any index into range and survives an empty list", () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
