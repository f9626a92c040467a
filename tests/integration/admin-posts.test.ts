import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PostInput } from "@/lib/blog/post-input";
import {
  createPost,
  getPost,
  listPostCategories,
  listPostSummaries,
  updatePost,
  updatePostIfUnchanged,
} from "@/server/blog/posts";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "A post",
  category: "Strategy",
  content: "<p>Words.</p>",
  ...overrides,
});
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9, 30, 0, 123));

describe.each(testDatabaseKinds)("the admin's post queries on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("update a post only from the version that was loaded", async () => {
    const post = await createPost(database.db, input(), { now: day(1) });
    const first = await updatePostIfUnchanged(
      database.db,
      post.id,
      post.updatedAt,
      input({ title: "First" }),
      {
        now: day(2),
      },
    );
    expect(first).toMatchObject({
      status: "updated",
      post: { title: "First", updatedAt: day(2).toISOString() },
    });

    // A second editor still holding the original version is refused, and told what is current.
    const stale = await updatePostIfUnchanged(
      database.db,
      post.id,
      post.updatedAt,
      input({ title: "Stale" }),
      {
        now: day(3),
      },
    );
    expect(stale).toMatchObject({ status: "stale", post: { title: "First" } });
    expect((await getPost(database.db, post.id))?.title).toBe("First");

    expect(
      await updatePostIfUnchanged(database.db, "NoSuchPost0000000000", post.updatedAt, input()),
    ).toEqual({ status: "missing" });
  });

  it("list every post, drafts too, newest first, without content", async () => {
    await createPost(database.db, input({ title: "Old" }), { now: day(1) });
    await createPost(database.db, input({ title: "Draft", status: "draft" }), { now: day(3) });
    await createPost(
      database.db,
      input({ title: "AI", aiEnhanced: true, aiBadge: "Gemini Polished" }),
      { now: day(2) },
    );
    const page = await listPostSummaries(database.db, { pageSize: 2 });
    expect(page).toMatchObject({ total: 3, pageCount: 2, page: 1 });
    expect(page.posts.map((post) => [post.title, post.status])).toEqual([
      ["Draft", "draft"],
      ["AI", "published"],
    ]);
    expect(page.posts[1]).toMatchObject({ aiEnhanced: true, aiBadge: "Gemini Polished" });
    expect(page.posts[0]).not.toHaveProperty("content");
    const second = await listPostSummaries(database.db, { page: 2, pageSize: 2 });
    expect(second.posts.map((post) => post.title)).toEqual(["Old"]);
  });

  it("find posts by part of the title (any case, wildcards literal), status and category", async () => {
    const make = (title: string, category: string, n: number, status: "draft" | "published") =>
      createPost(database.db, input({ title, category, status }), { now: day(n) });
    await make("Naming a brand", "Strategy", 1, "published");
    await make("The BRAND audit", "Branding", 2, "draft");
    await make("100% growth_plan", "Strategy", 3, "published");
    await make("1000 growthXplan", "Strategy", 4, "published");
    const titles = async (options: Parameters<typeof listPostSummaries>[1]) => {
      const page = await listPostSummaries(database.db, options);
      return [page.total, page.posts.map((post) => post.title)];
    };
    expect(await titles({ pageSize: 10, titleContains: "brand" })).toEqual([
      2,
      ["The BRAND audit", "Naming a brand"],
    ]);
    expect(await titles({ pageSize: 10, titleContains: "0% growth_" })).toEqual([
      1,
      ["100% growth_plan"],
    ]);
    expect(await titles({ pageSize: 10, titleContains: "brand", status: "published" })).toEqual([
      1,
      ["Naming a brand"],
    ]);
    expect(await titles({ pageSize: 10, category: "Strategy", status: "published" })).toEqual([
      3,
      ["1000 growthXplan", "100% growth_plan", "Naming a brand"],
    ]);
    // The count is of the matches, so the pages are too.
    expect(await titles({ pageSize: 1, page: 2, category: "Strategy" })).toEqual([
      3,
      ["100% growth_plan"],
    ]);
    expect(await listPostCategories(database.db)).toEqual(["Branding", "Strategy"]);
  });

  it("sort by newest, oldest, last update or title", async () => {
    const a = await createPost(database.db, input({ title: "beta" }), { now: day(1) });
    await createPost(database.db, input({ title: "Alpha" }), { now: day(2) });
    await createPost(database.db, input({ title: "gamma" }), { now: day(3) });
    await updatePost(database.db, a.id, input({ title: "beta" }), { now: day(9) });
    const order = async (sort: "newest" | "oldest" | "updated" | "title") =>
      (await listPostSummaries(database.db, { pageSize: 10, sort })).posts.map((p) => p.title);
    expect(await order("newest")).toEqual(["gamma", "Alpha", "beta"]);
    expect(await order("oldest")).toEqual(["beta", "Alpha", "gamma"]);
    expect(await order("updated")).toEqual(["beta", "gamma", "Alpha"]);
    expect(await order("title")).toEqual(["Alpha", "beta", "gamma"]);
  });
});
