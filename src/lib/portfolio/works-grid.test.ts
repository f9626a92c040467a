import { describe, expect, it } from "vitest";
import { groupWorks } from "./works-grid";

describe("groupWorks", () => {
  it("makes groups of three with the big tile alternating sides", () => {
    expect(groupWorks([1, 2, 3, 4, 5, 6, 7])).toEqual([
      { big: 1, small: [2, 3], bigSide: "left" },
      { big: 4, small: [5, 6], bigSide: "right" },
      { big: 7, small: [], bigSide: "left" },
    ]);
  });

  it("keeps a short last group and handles an empty list", () => {
    expect(groupWorks(["a", "b"])).toEqual([{ big: "a", small: ["b"], bigSide: "left" }]);
    expect(groupWorks([])).toEqual([]);
  });
});
