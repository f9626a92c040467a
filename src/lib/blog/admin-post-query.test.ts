import { describe, expect, it } from "vitest";
import {
  adminPostsHref,
  DEFAULT_ADMIN_POST_QUERY,
  isFiltered,
  parseAdminPostQuery,
} from "./admin-post-query";

describe("the admin post list's query", () => {
  it("reads every part from the address", () => {
    expect(
      parseAdminPostQuery({
        q: "  brand  ",
        status: "draft",
        category: "Strategy",
        sort: "title",
        page: "3",
      }),
    ).toEqual({ q: "brand", status: "draft", category: "Strategy", sort: "title", page: 3 });
  });

  it("falls back to the defaults for anything it does not know", () => {
    expect(
      parseAdminPostQuery({ status: "deleted", sort: "random", page: "0", q: ["a", "b"] }),
    ).toEqual(DEFAULT_ADMIN_POST_QUERY);
    expect(parseAdminPostQuery({})).toEqual(DEFAULT_ADMIN_POST_QUERY);
  });

  it("cuts a search longer than 100 characters", () => {
    expect(parseAdminPostQuery({ q: "x".repeat(150) }).q).toHaveLength(100);
  });

  it("writes back only what differs from the defaults, and round-trips", () => {
    expect(adminPostsHref(DEFAULT_ADMIN_POST_QUERY)).toBe("/admin/blog");
    const query = { ...DEFAULT_ADMIN_POST_QUERY, q: "a&b c", status: "published" as const };
    const href = adminPostsHref(query, { page: 2 });
    expect(href).toBe("/admin/blog?q=a%26b+c&status=published&page=2");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseAdminPostQuery(params)).toEqual({ ...query, page: 2 });
  });

  it("knows when the list is narrowed", () => {
    expect(isFiltered(DEFAULT_ADMIN_POST_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_ADMIN_POST_QUERY, sort: "title", page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_ADMIN_POST_QUERY, category: "Strategy" })).toBe(true);
  });
});
