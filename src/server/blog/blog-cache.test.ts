import { revalidateTag } from "next/cache";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { serverProcessId } from "@/server/cache/process-id";
import { createTestDatabase } from "../../../tests/support/databases";
import { BLOG_CACHE_TAG, writeBlog } from "./blog-cache";
import { createPost } from "./posts";

const database = await createTestDatabase("sqlite");
afterAll(() => database.destroy());
vi.mock("@/server/db/database", () => ({
  getDb: async () => database.db,
  seededDb: () => async () => database.db,
}));

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));

afterEach(() => {
  vi.clearAllMocks();
});

describe("writeBlog", () => {
  const invalidations = () =>
    database.db.selectFrom("cacheInvalidations").select(["tags", "origin"]).execute();

  it("records the expiry for every process with the write, as made by this one, then expires this one's pages", async () => {
    const before = (await invalidations()).length;
    const post = await writeBlog((trx) =>
      createPost(trx, { title: "Written", category: "Strategy", content: "<p>x</p>" }),
    );
    expect(post.title).toBe("Written");
    const rows = await invalidations();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ tags: JSON.stringify(["blog"]), origin: serverProcessId() });
    expect(revalidateTag).toHaveBeenCalledWith(BLOG_CACHE_TAG, { expire: 0 });
  });

  it("records and expires nothing for a write that changed nothing", async () => {
    const before = (await invalidations()).length;
    expect(
      await writeBlog(
        async () => false,
        (changed) => changed,
      ),
    ).toBe(false);
    expect(await invalidations()).toHaveLength(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("records and expires nothing when the write fails, and fails", async () => {
    const before = (await invalidations()).length;
    await expect(
      writeBlog(async (trx) => {
        await createPost(trx, { title: "Rolled back", category: "Strategy", content: "<p>x</p>" });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await invalidations()).toHaveLength(before);
    expect(
      await database.db
        .selectFrom("posts")
        .select("id")
        .where("title", "=", "Rolled back")
        .execute(),
    ).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
