import { describe, expect, it } from "vitest";
import { blogPageHref, paginationItems, postHref } from "./paths";

describe("blog paths", () => {
  it("gives page 1 the hub's own address", () => {
    expect(blogPageHref(1)).toBe("/thought-hub");
    expect(blogPageHref(2)).toBe("/thought-hub/page/2");
    expect(postHref("AbC123")).toBe("/thought-hub/AbC123");
  });
});

describe("paginationItems", () => {
  it("lists every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the ends and the neighbourhood, with gaps between", () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("fills a gap of one page with the page instead of an ellipsis", () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
