import { describe, expect, it, vi } from "vitest";
import type { PostPage } from "@/lib/blog/post";
import { log } from "@/server/log";
import { shortenCacheAfterFailure } from "@/server/cache/fallback";
import { readListPage } from "./list-page";

vi.mock("./blog-cache", () => ({
  getPublishedPage: async () => {
    throw new Error("the cached read is not used in these tests");
  },
}));
vi.mock("@/server/cache/fallback", () => ({ shortenCacheAfterFailure: vi.fn(async () => {}) }));

describe("readListPage", () => {
  it("passes a page of posts through", async () => {
    const page: PostPage = { posts: [], page: 2, pageSize: 12, total: 13, pageCount: 2 };
    expect(await readListPage(2, async () => page)).toEqual({ status: "ok", page });
    expect(shortenCacheAfterFailure).not.toHaveBeenCalled();
  });

  it("logs a failed read, reports it unavailable and keeps the page only briefly", async () => {
    const failure = new Error("connection refused");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const result = await readListPage(1, async () => {
      throw failure;
    });
    expect(result).toEqual({ status: "unavailable" });
    expect(logged).toHaveBeenCalledWith({ err: failure, page: 1 }, "could not read blog posts");
    expect(shortenCacheAfterFailure).toHaveBeenCalledOnce();
  });
});
