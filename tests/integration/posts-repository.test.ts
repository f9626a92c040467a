import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { PostInput } from "@/lib/blog/post-input";
import {
  countPosts,
  createPost,
  deletePost,
  getPost,
  listPosts,
  listPublishedPostDates,
  pickOtherPosts,
  updatePost,
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
  content: "<p>Words about positioning.</p>",
  ...overrides,
});

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9, 30, 0, 123));

describe.each(testDatabaseKinds)("posts repository on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("creates a post with a 20-character id, every field and timestamps", async () => {
    const now = day(3);
    const created = await createPost(
      database.db,
      input({
        title: "  Naming a brand  ",
        imageUrl: "/media/blog/post-1.webp",
        author: "Asha Mehta",
        excerpt: "Why names matter.",
        tags: ["naming", "identity", "naming", " "],
        readTime: "4 min",
        aiEnhanced: true,
        aiBadge: "Gemini Polished",
      }),
      { now },
    );
    expect(created.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created).toMatchObject({
      title: "Naming a brand",
      category: "Strategy",
      content: "<p>Words about positioning.</p>",
      imageUrl: "/media/blog/post-1.webp",
      author: "Asha Mehta",
      excerpt: "Why names matter.",
      tags: ["naming", "identity"],
      readTime: "4 min",
      aiEnhanced: true,
      aiBadge: "Gemini Polished",
      status: "published",
      publishedAt: now.toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(await getPost(database.db, created.id)).toEqual(created);
  });

  it("gives every post its own id", async () => {
    const posts = await Promise.all([1, 2, 3, 4, 5].map(() => createPost(database.db, input())));
    expect(new Set(posts.map((post) => post.id)).size).toBe(5);
  });

  it("stores empty optional fields as null and an empty tag list", async () => {
    const created = await createPost(
      database.db,
      input({ author: "", excerpt: "  ", imageUrl: "" }),
    );
    expect(created).toMatchObject({
      author: null,
      excerpt: null,
      imageUrl: null,
      tags: [],
      aiEnhanced: false,
    });
  });

  it("round-trips tags with commas, quotes and non-Latin text", async () => {
    const tags = ['say "hi"', "a, b", "ब्रांड", "emoji 🪑"];
    const created = await createPost(database.db, input({ tags }));
    expect((await getPost(database.db, created.id))?.tags).toEqual(tags);
  });

  it("computes the read time when none is given", async () => {
    const words = Array.from({ length: 610 }, (_, i) => `word${i}`).join(" ");
    const created = await createPost(database.db, input({ content: `<p>${words}</p>` }));
    expect(created.readTime).toBe("3 min");
  });

  it("sanitises content on write", async () => {
    const created = await createPost(
      database.db,
      input({
        content:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x()">x</a>',
      }),
    );
    expect(created.content).toBe("<p>Hi</p><a>x</a>");
  });

  it("refuses invalid input", async () => {
    await expect(createPost(database.db, input({ title: "  " }))).rejects.toBeInstanceOf(ZodError);
    await expect(
      createPost(database.db, input({ imageUrl: "javascript:alert(1)" })),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await countPosts(database.db)).toBe(0);
  });

  it("lists published posts newest first, paginated", async () => {
    const created = [];
    for (const n of [5, 1, 9, 3, 7]) {
      created.push(await createPost(database.db, input({ title: `Day ${n}` }), { now: day(n) }));
    }
    const first = await listPosts(database.db, { page: 1, pageSize: 2 });
    expect(first.posts.map((post) => post.title)).toEqual(["Day 9", "Day 7"]);
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, pageCount: 3 });
    const second = await listPosts(database.db, { page: 2, pageSize: 2 });
    expect(second.posts.map((post) => post.title)).toEqual(["Day 5", "Day 3"]);
    const third = await listPosts(database.db, { page: 3, pageSize: 2 });
    expect(third.posts.map((post) => post.title)).toEqual(["Day 1"]);
    const beyond = await listPosts(database.db, { page: 4, pageSize: 2 });
    expect(beyond.posts).toEqual([]);
    expect(beyond.total).toBe(5);
  });

  it("answers an empty list with one empty page", async () => {
    expect(await listPosts(database.db, { pageSize: 12 })).toEqual({
      posts: [],
      page: 1,
      pageSize: 12,
      total: 0,
      pageCount: 1,
    });
  });

  it("hides drafts from public queries and shows them to the admin", async () => {
    const published = await createPost(database.db, input({ title: "Out" }), { now: day(1) });
    const draft = await createPost(database.db, input({ title: "Draft", status: "draft" }), {
      now: day(2),
    });
    expect(draft.publishedAt).toBeNull();
    expect(await getPost(database.db, draft.id)).toBeUndefined();
    expect((await getPost(database.db, draft.id, { visibility: "all" }))?.title).toBe("Draft");
    const publicList = await listPosts(database.db, { pageSize: 10 });
    expect(publicList.posts.map((post) => post.id)).toEqual([published.id]);
    expect(publicList.total).toBe(1);
    const adminList = await listPosts(database.db, { pageSize: 10, visibility: "all" });
    expect(adminList.posts.map((post) => post.title).sort()).toEqual(["Draft", "Out"]);
    expect(await pickOtherPosts(database.db, published.id, 3)).toEqual([]);
    expect((await listPublishedPostDates(database.db)).map((row) => row.id)).toEqual([
      published.id,
    ]);
  });

  it("updates a post, keeping its creation time and first publication date", async () => {
    const created = await createPost(database.db, input({ title: "Before", tags: ["a"] }), {
      now: day(1),
    });
    const updated = await updatePost(
      database.db,
      created.id,
      input({ title: "After", tags: ["b", "c"], content: "<p>New</p>" }),
      { now: day(4) },
    );
    expect(updated).toMatchObject({
      id: created.id,
      title: "After",
      tags: ["b", "c"],
      content: "<p>New</p>",
      createdAt: day(1).toISOString(),
      publishedAt: day(1).toISOString(),
      updatedAt: day(4).toISOString(),
    });
    expect(await getPost(database.db, created.id)).toEqual(updated);

    const unpublished = await updatePost(database.db, created.id, input({ status: "draft" }), {
      now: day(5),
    });
    expect(unpublished).toMatchObject({ status: "draft", publishedAt: day(1).toISOString() });
    expect(await getPost(database.db, created.id)).toBeUndefined();
  });

  it("stamps a draft's publication date when it is first published", async () => {
    const draft = await createPost(database.db, input({ status: "draft" }), { now: day(1) });
    const published = await updatePost(database.db, draft.id, input({ status: "published" }), {
      now: day(6),
    });
    expect(published?.publishedAt).toBe(day(6).toISOString());
  });

  it("answers updates and deletes of unknown ids without error", async () => {
    expect(await updatePost(database.db, "NoSuchPostNoSuchPost", input())).toBeUndefined();
    expect(await deletePost(database.db, "NoSuchPostNoSuchPost")).toBe(false);
  });

  it("deletes a post", async () => {
    const created = await createPost(database.db, input());
    expect(await deletePost(database.db, created.id)).toBe(true);
    expect(await getPost(database.db, created.id, { visibility: "all" })).toBeUndefined();
    expect(await countPosts(database.db)).toBe(0);
  });

  it("picks up to N random other published posts, never the current one", async () => {
    const posts = [];
    for (let n = 1; n <= 6; n++)
      posts.push(await createPost(database.db, input({ title: `P${n}` })));
    const current = posts[2]!;
    const seen = new Set<string>();
    for (let round = 0; round < 25; round++) {
      const others = await pickOtherPosts(database.db, current.id, 3);
      expect(others).toHaveLength(3);
      expect(others.map((post) => post.id)).not.toContain(current.id);
      expect(new Set(others.map((post) => post.id)).size).toBe(3);
      for (const post of others) seen.add(post.id);
    }
    // Random, not a fixed slice: over 25 draws every other post turns up.
    expect(seen.size).toBe(5);

    const few = await pickOtherPosts(database.db, posts[0]!.id, 10);
    expect(few).toHaveLength(5);
  });

  it("lists published posts' dates for the sitemap, newest first", async () => {
    const older = await createPost(database.db, input(), { now: day(1) });
    const newer = await createPost(database.db, input(), { now: day(2) });
    await updatePost(database.db, older.id, input({ title: "Edited" }), { now: day(8) });
    expect(await listPublishedPostDates(database.db)).toEqual([
      { id: newer.id, publishedAt: day(2).toISOString(), updatedAt: day(2).toISOString() },
      { id: older.id, publishedAt: day(1).toISOString(), updatedAt: day(8).toISOString() },
    ]);
  });
});
