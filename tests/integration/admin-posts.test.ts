import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PostInput } from "@/lib/blog/post-input";
import { createPost, getPost, listPostSummaries, updatePostIfUnchanged } from "@/server/blog/posts";
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
});
