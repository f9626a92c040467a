import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAuditEntries } from "@/server/audit/audit-log";
import { publishScheduledPosts } from "@/server/blog/scheduled-posts";
import {
  countPosts,
  createPost,
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
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";

/*
 * Scheduled posts (docs/decisions/0025): a post saved to be published at a later time stays out
 * of every public read until a jobs round at or after that time publishes it, once, however
 * many runners try. The clock is passed in: no test waits for real time.
 */

const MINUTE = 60_000;
const saved = new Date("2026-03-01T09:00:00.000Z");
const at = new Date(saved.getTime() + 30 * MINUTE);
const post = (title: string, publishAt: Date | null = at) => ({
  title,
  category: "Strategy",
  content: `<p>${title}</p>`,
  status: "published" as const,
  publishAt: publishAt?.toISOString() ?? null,
});

describe.each(testDatabaseKinds)("scheduled posts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("keeps a post with a later time out of every public read until a round publishes it", async () => {
    const db = database.db;
    const other = await createPost(db, post("Already out", null), { now: saved });
    const scheduled = await createPost(db, post("Coming later"), { now: saved });
    expect(scheduled).toMatchObject({
      status: "draft",
      publishAt: at.toISOString(),
      publishedAt: null,
    });

    const publicReads = async () => ({
      list: (await listPosts(db, { pageSize: 10 })).posts.map((p) => p.title),
      page: (await getPost(db, scheduled.id))?.title ?? null,
      sitemap: (await listPublishedPostDates(db)).map((p) => p.id),
      others: (await pickOtherPosts(db, other.id, 3)).map((p) => p.title),
    });
    expect(await publicReads()).toEqual({
      list: ["Already out"],
      page: null,
      sitemap: [other.id],
      others: [],
    });

    expect(await publishScheduledPosts(db, new Date(at.getTime() - 1))).toEqual([]);
    expect(await publicReads()).toMatchObject({ page: null });

    const published = await publishScheduledPosts(db, new Date(at.getTime() + 5_000));
    expect(published).toEqual([
      { id: scheduled.id, title: "Coming later", publishedAt: at.toISOString() },
    ]);
    expect(await publicReads()).toEqual({
      list: ["Coming later", "Already out"],
      page: "Coming later",
      sitemap: [scheduled.id, other.id],
      others: ["Coming later"],
    });
    expect(await getPost(db, scheduled.id)).toMatchObject({
      status: "published",
      publishAt: null,
      publishedAt: at.toISOString(),
    });
    expect(await publishScheduledPosts(db, new Date(at.getTime() + MINUTE))).toEqual([]);

    const { entries } = await listAuditEntries(db, { pageSize: 10, kind: "post.published" });
    expect(entries).toEqual([
      expect.objectContaining({
        subject: `Coming later (${scheduled.id})`,
        detail: "as scheduled",
        clientAddress: null,
      }),
    ]);
  });

  it("publishes at once a post whose time has passed, and never schedules a draft", async () => {
    const db = database.db;
    const late = await createPost(db, post("Late", new Date(saved.getTime() - MINUTE)), {
      now: saved,
    });
    expect(late).toMatchObject({
      status: "published",
      publishAt: null,
      publishedAt: saved.toISOString(),
    });
    const draft = await createPost(db, { ...post("Draft"), status: "draft" }, { now: saved });
    expect(draft).toMatchObject({ status: "draft", publishAt: null });
    expect(await publishScheduledPosts(db, new Date(at.getTime() + MINUTE))).toEqual([]);
  });

  it("moves, or cancels, a schedule when the post is saved again", async () => {
    const db = database.db;
    const scheduled = await createPost(db, post("Moved"), { now: saved });
    const later = new Date(at.getTime() + 60 * MINUTE);
    await updatePost(db, scheduled.id, post("Moved", later), { now: saved });
    expect(await publishScheduledPosts(db, new Date(at.getTime() + MINUTE))).toEqual([]);
    expect((await publishScheduledPosts(db, later)).map((p) => p.id)).toEqual([scheduled.id]);

    const cancelled = await createPost(db, post("Cancelled"), { now: saved });
    await updatePost(db, cancelled.id, { ...post("Cancelled"), status: "draft" }, { now: saved });
    expect(await getPost(db, cancelled.id, { visibility: "all" })).toMatchObject({
      status: "draft",
      publishAt: null,
    });
    expect(await publishScheduledPosts(db, new Date(later.getTime() + MINUTE))).toEqual([]);
  });

  it("keeps the date a post was first published when it is scheduled again", async () => {
    const db = database.db;
    const first = await createPost(db, post("Back again", null), { now: saved });
    await updatePost(db, first.id, { ...post("Back again"), status: "draft" }, { now: saved });
    await updatePost(db, first.id, post("Back again"), { now: saved });
    const [published] = await publishScheduledPosts(db, at);
    expect(published?.publishedAt).toBe(saved.toISOString());
  });

  it("publishes each post once when several runners go at the same moment", async () => {
    const titles = Array.from({ length: 8 }, (_, i) => `Due ${i}`);
    for (const title of titles) await createPost(database.db, post(title), { now: saved });
    // A process has one SQLite connection (getDb), whose transactions Kysely runs one at a
    // time; several connections of one process would block each other's thread on the file's
    // lock (SQLite's wait is synchronous). Runners in several processes on one SQLite file are
    // the test below.
    const runners =
      kind === "sqlite"
        ? [database.db, database.db, database.db]
        : [database.db, database.connectAgain(), database.connectAgain()];
    // Every connection open before the rounds start, so they really overlap.
    await Promise.all(runners.flatMap((db) => [countPosts(db), countPosts(db)]));
    const now = new Date(at.getTime() + MINUTE);
    const rounds = await Promise.all(
      runners.flatMap((db) => [publishScheduledPosts(db, now), publishScheduledPosts(db, now)]),
    );
    const published = rounds.flat().map((p) => p.title);
    expect(published.sort()).toEqual(titles.sort());
    const { total } = await listAuditEntries(database.db, { pageSize: 1, kind: "post.published" });
    expect(total).toBe(titles.length);
  });
});

describe("scheduled posts on one SQLite file", () => {
  const run = promisify(execFile);
  const child = path.resolve("tests/support/publish-child.ts");

  it("are published once when three server processes run their rounds at the same moment", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kursi-schedule-"));
    const file = path.join(dir, "site.db");
    const db = createDb(dialectFor({ kind: "sqlite", file }));
    try {
      await migrateToLatest(db);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++)
        ids.push((await createPost(db, post(`Due ${i}`), { now: saved })).id);
      const startAt = String(Date.now() + 4_000);
      const now = new Date(at.getTime() + MINUTE).toISOString();
      const outputs = await Promise.all(
        [1, 2, 3].map(() =>
          run(process.execPath, [
            "--conditions=react-server",
            "--import",
            "tsx",
            child,
            file,
            startAt,
            now,
          ]),
        ),
      );
      const published = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as string[]);
      expect(published.sort()).toEqual(ids.sort());
      const { total } = await listAuditEntries(db, { pageSize: 1, kind: "post.published" });
      expect(total).toBe(ids.length);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
