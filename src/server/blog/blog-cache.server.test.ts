import { revalidateTag } from "next/cache";
import { describe, expect, it, vi } from "vitest";
import { registerResponseCachePurge } from "@/server/http/response-cache-registry";
import { BLOG_CACHE_TAG, revalidateBlog } from "./blog-cache.server";

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));

describe("revalidateBlog", () => {
  it("expires every cached blog read and page now, and purges the replayed pages", () => {
    const purged: string[] = [];
    registerResponseCachePurge((pathPrefix) => purged.push(pathPrefix));
    revalidateBlog();
    expect(revalidateTag).toHaveBeenCalledWith(BLOG_CACHE_TAG, { expire: 0 });
    expect(purged).toEqual(["/thought-hub"]);
  });
});
