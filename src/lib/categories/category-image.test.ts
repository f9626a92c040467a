import { describe, expect, it } from "vitest";
import { resolveCategoryImage } from "./category-image";

describe("resolveCategoryImage", () => {
  it("uses the entry's own image first", () => {
    expect(
      resolveCategoryImage({ name: "Finance", path: "Finance", image: "/media/custom/bank.webp" }),
    ).toBe("/media/custom/bank.webp");
  });

  it("falls back to a file named after the path", () => {
    expect(resolveCategoryImage({ name: "Brand Identity", path: "BrandIdentity" })).toBe(
      "/media/categories/BrandIdentity.webp",
    );
    expect(
      resolveCategoryImage({ name: "Brand Identity", path: "BrandIdentity", image: "  " }),
    ).toBe("/media/categories/BrandIdentity.webp");
  });

  it("falls back to the name without spaces when there is no path", () => {
    expect(resolveCategoryImage({ name: "Social Impact" })).toBe(
      "/media/categories/SocialImpact.webp",
    );
    expect(resolveCategoryImage({ name: "Energy & Environment", path: "" })).toBe(
      "/media/categories/Energy%26Environment.webp",
    );
  });
});
