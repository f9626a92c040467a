import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PostInput } from "@/lib/blog/post-input";
import { deletePost, getPost } from "@/server/blog/posts";
import {
  checkOriginClaim,
  createPostWithRevision,
  getRevision,
  listRevisions,
  type RevisionMeta,
  restoreRevision,
  sessionRef,
  updatePostWithRevision,
} from "@/server/blog/revisions";
import { parseEnv } from "@/server/env-schema";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "A post",
  category: "Strategy",
  content: "<p>First words.</p>",
  ...overrides,
});

const typed: RevisionMeta = { origin: "typed", aiProvider: null, aiModel: null, sessionRef: "s1" };
const at = (second: number) => new Date(Date.UTC(2026, 0, 5, 10, 0, second));

describe.each(testDatabaseKinds)("post revisions on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("keeps a revision of every save, newest first, with time, origin and session", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(1) });
    const polished = await updatePostWithRevision(
      db,
      post.id,
      post.updatedAt,
      input({ content: "<p>Polished words.</p>", title: "A better post" }),
      { origin: "ai-polish", aiProvider: "gemini", aiModel: "gemini-2.5-flash", sessionRef: "s2" },
      { now: at(2) },
    );
    expect(polished.status).toBe("updated");

    const history = await listRevisions(db, post.id);
    expect(history).toMatchObject([
      {
        number: 2,
        createdAt: at(2).toISOString(),
        origin: "ai-polish",
        aiProvider: "gemini",
        aiModel: "gemini-2.5-flash",
        sessionRef: "s2",
        restoredFrom: null,
      },
      { number: 1, createdAt: at(1).toISOString(), origin: "typed", sessionRef: "s1" },
    ]);
    const first = await getRevision(db, post.id, history[1]!.id);
    expect(first).toMatchObject({ title: "A post", content: "<p>First words.</p>" });
    expect(await getRevision(db, "someOtherPostId00000", history[1]!.id)).toBeUndefined();
  });

  it("keeps no revision of a stale save", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(1) });
    await updatePostWithRevision(db, post.id, post.updatedAt, input({ title: "B" }), typed, {
      now: at(2),
    });
    const stale = await updatePostWithRevision(db, post.id, post.updatedAt, input(), typed, {
      now: at(3),
    });
    expect(stale.status).toBe("stale");
    expect(await listRevisions(db, post.id)).toHaveLength(2);
  });

  it("deletes the oldest revisions beyond the limit", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(0), keep: 3 });
    let version = post.updatedAt;
    for (let second = 1; second <= 4; second += 1) {
      const result = await updatePostWithRevision(
        db,
        post.id,
        version,
        input({ title: `Save ${second}` }),
        typed,
        { now: at(second), keep: 3 },
      );
      if (result.status !== "updated") throw new Error(result.status);
      version = result.post.updatedAt;
    }
    const history = await listRevisions(db, post.id);
    expect(history.map((revision) => revision.number)).toEqual([5, 4, 3]);
  });

  it("keeps 50 revisions per post by default", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(0) });
    let version = post.updatedAt;
    for (let second = 1; second <= 51; second += 1) {
      const result = await updatePostWithRevision(db, post.id, version, input(), typed, {
        now: new Date(at(0).getTime() + second * 1000),
      });
      if (result.status !== "updated") throw new Error(result.status);
      version = result.post.updatedAt;
    }
    const history = await listRevisions(db, post.id);
    expect(history).toHaveLength(50);
    expect(history.at(-1)?.number).toBe(3);
  });

  it("deletes a post's revisions with the post, and only its own", async () => {
    const db = database.db;
    const gone = await createPostWithRevision(db, input(), typed);
    const kept = await createPostWithRevision(db, input({ title: "Kept" }), typed);
    expect(await deletePost(db, gone.id)).toBe(true);
    expect(await listRevisions(db, gone.id)).toEqual([]);
    const left = await db.selectFrom("postRevisions").select("postId").execute();
    expect(left).toEqual([{ postId: kept.id }]);
  });

  it("restores a revision's text as a new save, marked restored from its time", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input({ excerpt: "Old excerpt" }), typed, {
      now: at(1),
    });
    const edited = await updatePostWithRevision(
      db,
      post.id,
      post.updatedAt,
      input({ title: "New title", content: "<p>New words.</p>", status: "draft" }),
      typed,
      { now: at(2) },
    );
    if (edited.status !== "updated") throw new Error(edited.status);
    const first = (await listRevisions(db, post.id)).at(-1)!;
    const restored = await restoreRevision(
      db,
      post.id,
      first.id,
      edited.post.updatedAt,
      { sessionRef: "s9" },
      { now: at(3) },
    );
    expect(restored.status).toBe("updated");
    expect(await getPost(db, post.id, { visibility: "all" })).toMatchObject({
      title: "A post",
      content: "<p>First words.</p>",
      excerpt: "Old excerpt",
      // The publication state stays the current one: restoring text never publishes.
      status: "draft",
    });
    const [newest] = await listRevisions(db, post.id);
    expect(newest).toMatchObject({
      number: 3,
      origin: "restored",
      restoredFrom: at(1).toISOString(),
      sessionRef: "s9",
    });
  });

  it("keeps a scheduled post scheduled at its time when a revision is restored", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(1) });
    const publishAt = new Date(Date.UTC(2026, 0, 9, 9, 0, 0)).toISOString();
    const scheduled = await updatePostWithRevision(
      db,
      post.id,
      post.updatedAt,
      input({ title: "Scheduled title", status: "published", publishAt }),
      typed,
      { now: at(2) },
    );
    if (scheduled.status !== "updated") throw new Error(scheduled.status);
    const first = (await listRevisions(db, post.id)).at(-1)!;
    const restored = await restoreRevision(
      db,
      post.id,
      first.id,
      scheduled.post.updatedAt,
      { sessionRef: null },
      { now: at(3) },
    );
    expect(restored.status).toBe("updated");
    expect(await getPost(db, post.id, { visibility: "all" })).toMatchObject({
      title: "A post",
      status: "draft",
      publishAt,
    });
  });

  it("refuses to restore over a version the operator has not seen", async () => {
    const db = database.db;
    const post = await createPostWithRevision(db, input(), typed, { now: at(1) });
    await updatePostWithRevision(db, post.id, post.updatedAt, input({ title: "Newer" }), typed, {
      now: at(2),
    });
    const first = (await listRevisions(db, post.id)).at(-1)!;
    const result = await restoreRevision(db, post.id, first.id, post.updatedAt, {
      sessionRef: null,
    });
    expect(result.status).toBe("stale");
    expect((await getPost(db, post.id))?.title).toBe("Newer");
    expect(await listRevisions(db, post.id)).toHaveLength(2);
    expect(
      await restoreRevision(db, post.id, "noSuchRevision000000", post.updatedAt, {
        sessionRef: null,
      }),
    ).toEqual({ status: "no-revision" });
  });
});

describe("a save's origin", () => {
  const gemini = { name: "gemini", model: "gemini-2.5-flash" };

  it("is typed when the editor claims nothing or typed", () => {
    const typedOrigin = { origin: "typed", aiProvider: null, aiModel: null };
    expect(checkOriginClaim(undefined, gemini)).toEqual(typedOrigin);
    expect(checkOriginClaim({ kind: "typed" }, null)).toEqual(typedOrigin);
  });

  it("is the AI action when it names the configured provider and model", () => {
    expect(
      checkOriginClaim(
        { kind: "ai-polish", provider: "gemini", model: "gemini-2.5-flash" },
        gemini,
      ),
    ).toEqual({ origin: "ai-polish", aiProvider: "gemini", aiModel: "gemini-2.5-flash" });
    expect(
      checkOriginClaim(
        { kind: "ai-generate", provider: "gemini", model: "gemini-2.5-flash" },
        gemini,
      ),
    ).toEqual({ origin: "ai-generate", aiProvider: "gemini", aiModel: "gemini-2.5-flash" });
  });

  it("is refused when it names another provider or model, or the assistant is off", () => {
    const claim = { kind: "ai-generate", provider: "gemini", model: "gemini-2.5-flash" };
    expect(checkOriginClaim({ ...claim, model: "gpt-5" }, gemini)).toBeNull();
    expect(checkOriginClaim({ ...claim, provider: "openai" }, gemini)).toBeNull();
    expect(checkOriginClaim(claim, null)).toBeNull();
    expect(checkOriginClaim({ kind: "restored" }, gemini)).toBeNull();
    expect(checkOriginClaim({ kind: "ai-polish", provider: "<script>" }, gemini)).toBeNull();
    expect(checkOriginClaim("typed", gemini)).toBeNull();
  });

  it("names a session without its token hash", () => {
    const tokenHash = "a".repeat(64);
    expect(sessionRef(tokenHash)).toMatch(/^[0-9a-f]{12}$/);
    expect(tokenHash).not.toContain(sessionRef(tokenHash));
    expect(sessionRef(tokenHash)).toBe(sessionRef(tokenHash));
    expect(sessionRef("b".repeat(64))).not.toBe(sessionRef(tokenHash));
  });

  it("keeps at least 50 revisions per post, more if configured", () => {
    expect(parseEnv({}).POST_REVISIONS_KEPT).toBe(50);
    expect(parseEnv({ POST_REVISIONS_KEPT: "200" }).POST_REVISIONS_KEPT).toBe(200);
  });
});
