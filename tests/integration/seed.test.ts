import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { samplePosts } from "@/content/sample-posts";
import { countPosts, createPost, deletePost, listPosts } from "@/server/blog/posts";
import { seedSamplePosts } from "@/server/blog/seed";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

describe.each(testDatabaseKinds)("sample posts seed on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("fills an empty database with six published posts, newest first", async () => {
    expect(await seedSamplePosts(database.db)).toEqual({ status: "seeded", count: 6 });
    const { posts, total } = await listPosts(database.db, { pageSize: 12 });
    expect(total).toBe(6);
    expect(posts.map((post) => post.title)).toEqual(
      [...samplePosts]
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .map((post) => post.title),
    );
    expect(new Set(posts.map((post) => post.category)).size).toBe(6);
    for (const post of posts) {
      expect(post.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(post.imageUrl).toMatch(/^\/media\/blog\/post-\d\.webp$/);
      expect(post.readTime).toMatch(/^\d+ min$/);
    }
  });

  it("runs once per database: deleted sample posts do not come back on restart", async () => {
    await seedSamplePosts(database.db);
    for (const post of (await listPosts(database.db, { pageSize: 12 })).posts)
      await deletePost(database.db, post.id);
    expect(await seedSamplePosts(database.db)).toEqual({
      status: "skipped",
      reason: "already-seeded",
    });
    expect(await countPosts(database.db)).toBe(0);
    // npm run seed, asked explicitly, fills the empty database again.
    expect(await seedSamplePosts(database.db, { ignoreHistory: true })).toEqual({
      status: "seeded",
      count: 6,
    });
  });

  it("never touches a database that has posts", async () => {
    await createPost(database.db, { title: "Mine", category: "News", content: "<p>Ours</p>" });
    expect(await seedSamplePosts(database.db)).toEqual({ status: "skipped", reason: "has-posts" });
    expect(await seedSamplePosts(database.db, { ignoreHistory: true })).toEqual({
      status: "skipped",
      reason: "has-posts",
    });
    expect(await countPosts(database.db)).toBe(1);
  });

  it("seeds once when two instances start at once", async (context) => {
    if (kind === "sqlite")
      context.skip(true, "a second SQLite writer in one process would block the thread");
    const results = await Promise.all([
      seedSamplePosts(database.db),
      seedSamplePosts(database.connectAgain()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["seeded", "skipped"]);
    expect(await countPosts(database.db)).toBe(6);
  });
});

describe("sample posts seed on one SQLite file", () => {
  const run = promisify(execFile);
  const child = path.resolve("tests/support/seed-child.ts");

  it("seeds once when three processes start at once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kursi-seed-"));
    try {
      const file = path.join(dir, "site.db");
      const args = ["--conditions=react-server", "--import", "tsx", child, file];
      const outputs = await Promise.all([1, 2, 3].map(() => run(process.execPath, args)));
      const statuses = outputs.map(
        ({ stdout }) => (JSON.parse(stdout) as { status: string }).status,
      );
      expect(statuses.sort()).toEqual(["seeded", "skipped", "skipped"]);
      const check = await run(process.execPath, args);
      expect(JSON.parse(check.stdout)).toEqual({ status: "skipped", reason: "already-seeded" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Four Node.js processes that each compile the seed with tsx: on a busy two-core machine
    // that alone can pass vitest's default 20 s, so this test waits longer before calling it hung.
  }, 90_000);
});
