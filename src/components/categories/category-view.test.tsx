import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { categories, getCategory } from "@/content/categories/categories";
import { CategoryView } from "./category-view";

describe("CategoryView", () => {
  it('shows "Category not found." for a name it does not know', () => {
    const entry = getCategory("NotACategory");
    expect(entry).toBeUndefined();
    const html = renderToStaticMarkup(<CategoryView entry={entry} pages={categories} />);
    expect(html).toContain("Category not found.");
  });

  it("shows a known category's split title and details", () => {
    const html = renderToStaticMarkup(
      <CategoryView entry={getCategory("MediaEntertainment")} pages={categories} />,
    );
    expect(html).toContain("Media &amp; Entertainment".split(" ").slice(0, 2).join(" "));
    expect(html).not.toContain("Category not found.");
  });
});
