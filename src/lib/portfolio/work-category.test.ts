import { describe, expect, it } from "vitest";
import { builtInWorks } from "@/content/works";
import { filterWorksByCategory, listCategories, slugifyCategory } from "./work-category";

describe("work categories", () => {
  it("slugs a category for the URL", () => {
    expect(slugifyCategory("Web & Digital Solutions")).toBe("web-digital-solutions");
    expect(slugifyCategory("  Brand Identity ")).toBe("brand-identity");
  });

  it("lists each category once", () => {
    expect(listCategories([{ category: "A" }, { category: "B" }, { category: "A" }])).toEqual([
      "A",
      "B",
    ]);
  });

  it("filters by slug and shows everything for a missing or unknown one", () => {
    const works = [{ category: "Brand Identity" }, { category: "Marketing" }];
    expect(filterWorksByCategory(works, "marketing")).toEqual([{ category: "Marketing" }]);
    expect(filterWorksByCategory(works, null)).toBe(works);
    expect(filterWorksByCategory(works, "nope")).toBe(works);
  });

  it("has seven built-in works whose video flag matches their clip", () => {
    expect(builtInWorks).toHaveLength(7);
    for (const work of builtInWorks) expect(work.isVideo).toBe(work.video !== undefined);
    expect(new Set(builtInWorks.map((work) => work.id)).size).toBe(7);
  });
});
