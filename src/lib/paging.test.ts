import { describe, expect, it } from "vitest";
import { pageCount, pageWindow, paginationItems, parsePageNumber } from "./paging";

describe("pageWindow", () => {
  it("gives the offset of a page", () => {
    expect(pageWindow(3, 12)).toEqual({ page: 3, pageSize: 12, offset: 24 });
  });

  it("starts at page 1 and whole pages of at least one item", () => {
    expect(pageWindow(undefined, 20)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(pageWindow(0, 0)).toEqual({ page: 1, pageSize: 1, offset: 0 });
    expect(pageWindow(2.7, 10.5)).toEqual({ page: 2, pageSize: 10, offset: 10 });
  });
});

describe("pageCount", () => {
  it("counts the pages, an empty list having one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});

describe("parsePageNumber", () => {
  it("reads positive integers only", () => {
    expect(parsePageNumber("1")).toBe(1);
    expect(parsePageNumber("42")).toBe(42);
    for (const bad of ["0", "-1", "01", "1.5", "1e3", "", " 2", "9999999", undefined, ["2"]]) {
      expect(parsePageNumber(bad)).toBeNull();
    }
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
