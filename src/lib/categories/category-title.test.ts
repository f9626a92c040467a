import { describe, expect, it } from "vitest";
import { splitCategoryTitle } from "./category-title";

describe("splitCategoryTitle", () => {
  it("keeps the first two words together and moves the rest to the second part", () => {
    expect(splitCategoryTitle("Industrial & Infrastructure")).toEqual({
      lead: "Industrial &",
      rest: "Infrastructure",
    });
    expect(splitCategoryTitle("Brand identity for growing companies")).toEqual({
      lead: "Brand identity",
      rest: "for growing companies",
    });
  });

  it("leaves the rest empty for titles of one or two words", () => {
    expect(splitCategoryTitle("Brand Identity")).toEqual({ lead: "Brand Identity", rest: "" });
    expect(splitCategoryTitle("Marketing")).toEqual({ lead: "Marketing", rest: "" });
    expect(splitCategoryTitle("")).toEqual({ lead: "", rest: "" });
  });

  it("collapses surrounding and repeated whitespace", () => {
    expect(splitCategoryTitle("  Media   &\tEntertainment  ")).toEqual({
      lead: "Media &",
      rest: "Entertainment",
    });
  });
});
