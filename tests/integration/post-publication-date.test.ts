import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { PostInput } from "@/lib/blog/post-input";
import { createPost, listPosts, listPublishedPostDates } from "@/server/blog/posts";
import { isPostgres } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { migrations } from "@/server/db/migrations";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/databases";

/*
 * Lists order posts by publication date, newest first. On PostgreSQL NULLs sort first in a
 * descending order, so the order says where they go, and the schema keeps a published post
 * from having none (docs/decisions/0014).
 */

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "A post",
  category: "Strategy",
  content: "<p>Words.</p>",
  ...overrides,
});

/** PostgreSQL names the CHECK constraint; SQLite's trigger gives its message. */
const REFUSED = /posts_published_have_a_date|a published post must have published_at/;

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9, 30));

/** A row written past the repository, as an older version or a hand-made import might. */
function rawPost(id: string, status: "draft" | "published", publishedAt: Date | null) {
  return {
    id,
    title: id,
    content: "<p>Raw.</p>",
    category: "Strategy",
    tags: "[]",
    aiEnhanced: false,
    status,
    publishedAt,
    createdAt: day(3),
    updatedAt: day(3),
  };
}

describe.each(testDatabaseKinds)("publication dates on %s", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("lists never-published posts after every published one", async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await createPost(db, input({ title: "Older" }), { now: day(1) });
    await createPost(db, input({ title: "Newer" }), { now: day(2) });
    await createPost(db, input({ title: "Draft", status: "draft" }), { now: day(9) });
    const all = await listPosts(db, { pageSize: 10, visibility: "all" });
    expect(all.posts.map((post) => post.title)).toEqual(["Newer", "Older", "Draft"]);
  });

  it("refuses a published post without a publication date", async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await expect(
      db
        .insertInto("posts")
        .values(rawPost("undated", "published", null))
        .execute(),
    ).rejects.toThrow(REFUSED);
    await db
      .insertInto("posts")
      .values(rawPost("draft", "draft", null))
      .execute();
    await expect(
      db.updateTable("posts").set({ status: "published" }).where("id", "=", "draft").execute(),
    ).rejects.toThrow(REFUSED);
    await db
      .insertInto("posts")
      .values(rawPost("dated", "published", day(2)))
      .execute();
    await expect(
      db.updateTable("posts").set({ publishedAt: null }).where("id", "=", "dated").execute(),
    ).rejects.toThrow(REFUSED);
    const rows = await db.selectFrom("posts").select(["id", "status"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "dated", status: "published" },
      { id: "draft", status: "draft" },
    ]);
  });

  it("dates published rows that had no date by their creation when it migrates", async () => {
    database = await createTestDatabase(kind, { migrate: false });
    const { db } = database;
    const physical = db.withoutPlugins();
    const schema = isPostgres(db)
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(physical)).rows[0]
          ?.name
      : undefined;
    const migrator = new Migrator({
      db: physical,
      provider: { getMigrations: async () => migrations },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const before = await migrator.migrateTo("0005-inquiries");
    expect(before.error).toBeUndefined();
    await db
      .insertInto("posts")
      .values(rawPost("undated", "published", null))
      .execute();
    await db
      .insertInto("posts")
      .values(rawPost("older", "published", day(1)))
      .execute();

    await migrateToLatest(db);
    expect(
      (await listPublishedPostDates(db)).map(({ id, publishedAt }) => [id, publishedAt]),
    ).toEqual([
      ["undated", day(3).toISOString()],
      ["older", day(1).toISOString()],
    ]);
  });
});
