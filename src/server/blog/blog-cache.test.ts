import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { registerServerHooks } from "@/server/http/server-bridge";
import { createTestDatabase } from "../../../tests/support/databases";
import { BLOG_CACHE_TAG, revalidateBlog, writeBlog } from "./blog-cache";
import { createPost } from "./posts";

const database = await createTestDatabase("sqlite");
afterAll(() => database.destroy());
vi.mock("@/server/db/database", () => ({ getDb: async () => database.db }));

vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  unstable_cache: <T>(fn: T) => fn,
}));
vi.mock("next/server", () => ({ after: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  registerServerHooks({ purgeResponses: () => {}, rendersSettled: async () => {} });
});

describe("revalidateBlog", () => {
  it("waits for the renders in flight, then expires every cached blog read and page and purges the replayed pages, now and after the answer", async () => {
    const events: string[] = [];
    let settle = () => {};
    registerServerHooks({
      purgeResponses: (pathPrefix) => events.push(`purge ${pathPrefix}`),
      rendersSettled: () => new Promise<void>((resolve) => (settle = resolve)),
    });
    vi.mocked(revalidateTag).mockImplementation((tag) => void events.push(`expire ${tag}`));

    const done = revalidateBlog();
    await Promise.resolve();
    // A render that began before the write has not finished: nothing is expired yet.
    expect(events).toEqual([]);
    settle();
    await done;
    expect(revalidateTag).toHaveBeenCalledWith(BLOG_CACHE_TAG, { expire: 0 });
    expect(events).toEqual([`expire ${BLOG_CACHE_TAG}`, "purge /thought-hub"]);

    // Once the action has answered, pages replayed from the old cache meanwhile go too.
    expect(after).toHaveBeenCalledTimes(1);
    const [callback] = vi.mocked(after).mock.calls[0] ?? [];
    if (typeof callback !== "function") throw new Error("after() got no callback");
    await callback();
    expect(events.at(-1)).toBe("purge /thought-hub");
    expect(events).toHaveLength(3);
  });
});

describe("writeBlog", () => {
  const invalidations = () =>
    database.db.selectFrom("cacheInvalidations").select(["tags", "paths", "origin"]).execute();

  it("records the expiry for the other instances with the write, as made by this one, then expires this one's pages", async () => {
    registerServerHooks({ instanceId: () => "instance-1" });
    const before = (await invalidations()).length;
    const post = await writeBlog((trx) =>
      createPost(trx, { title: "Written", category: "Strategy", content: "<p>x</p>" }),
    );
    expect(post.title).toBe("Written");
    const rows = await invalidations();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      tags: JSON.stringify(["blog"]),
      paths: JSON.stringify(["/thought-hub"]),
      origin: "instance-1",
    });
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
});
