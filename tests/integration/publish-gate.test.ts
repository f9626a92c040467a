import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_POST_FORM, type PostFormValues } from "@/lib/blog/post-form";
import { createSession } from "@/server/auth/session-store";
import { createPost, getPost } from "@/server/blog/posts";
import { listRevisions } from "@/server/blog/revisions";
import { getMediaByKey, recordMedia, setMediaAlt } from "@/server/media/media-library";
import type { Db } from "@/server/db/connect";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/databases";

/*
 * The save action's quality gate (docs/decisions/0028), run signed in against real SQLite and
 * PostgreSQL and a real upload directory: a post that is unsafe or links nowhere is never
 * published, warnings pass only with "publish anyway", and drafts are always saved.
 */

const requestCookies = new Map<string, string>();
let currentDb: Db;
const uploads = mkdtempSync(path.join(tmpdir(), "kursi-gate-uploads-"));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      requestCookies.has(name) ? { name, value: requestCookies.get(name) } : undefined,
    has: (name: string) => requestCookies.has(name),
    set: (name: string, value: string) => requestCookies.set(name, value),
    delete: (name: string) => requestCookies.delete(name),
  }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: <T>(work: T) => work,
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: vi.fn(),
}));
// The test writes the content it needs into its own database: no seeding on first read.
vi.mock("@/server/db/database", () => ({
  getDb: async () => currentDb,
  closeDb: async () => {},
  seededDb: () => async () => currentDb,
}));
vi.mock("@/server/storage/storage", () => ({
  getMediaStorage: () => new LocalDirectoryStorage(uploads),
}));

const { SESSION_COOKIE } = await import("@/server/auth/session");
const { savePost } = await import("@/server/blog/actions");
const { checkPostReferences } = await import("@/server/blog/editor-reads");
const { restorePostRevision } = await import("@/server/blog/actions");

const EXCERPT = "An excerpt long enough to sit between the two limits of the gate.";
const values = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  ...EMPTY_POST_FORM,
  title: "A gated post",
  category: "Gate",
  excerpt: EXCERPT,
  content: "<p>Words.</p>",
  ...overrides,
});
const create = (overrides: Partial<PostFormValues>, options?: { publishAnyway?: boolean }) =>
  savePost({ id: null, version: null, values: values(overrides) }, options);
const update = async (
  id: string,
  overrides: Partial<PostFormValues>,
  options?: { publishAnyway?: boolean },
) => {
  const { updatedAt } = await currentDb
    .selectFrom("posts")
    .select("updatedAt")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const version = new Date(updatedAt).toISOString();
  return savePost({ id, version, values: values(overrides) }, options);
};
const savedId = (result: Awaited<ReturnType<typeof savePost>>) => {
  if (result.status !== "saved") throw new Error(`not saved: ${JSON.stringify(result)}`);
  return result.id;
};
/** Warnings only (no excerpt, a title over 60): nothing unsafe or broken. */
const WARNED = { title: "w".repeat(61), excerpt: "" };
const BROKEN = { content: '<p><a href="/no-such-page">gone</a></p>' };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const stored = async () =>
  (await currentDb.selectFrom("posts").select(["title", "status"]).orderBy("title").execute()).map(
    (row) => `${row.status} ${row.title}`,
  );

describe.each(testDatabaseKinds)("publishing through the quality gate on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    currentDb = database.db;
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await currentDb.deleteFrom("posts").execute();
    await currentDb.deleteFrom("media").execute();
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(uploads);
    requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
  });

  it("publishes a sound post, linking to a published post and a stored image", async () => {
    const target = await createPost(currentDb, {
      title: "Target",
      category: "Gate",
      content: "<p>t</p>",
    });
    await new LocalDirectoryStorage(uploads).put("small.webp", new Uint8Array(1000));
    const result = await create({
      content: `<p><a href="/thought-hub/${target.id}">see</a> and <a href="http://localhost:3000/services">services</a></p><img src="/uploads/small.webp" alt="A chart"><img src="/media/blog/fallback.webp" alt="Stock">`,
    });
    expect(result).toMatchObject({ status: "saved" });
    expect(await stored()).toEqual(["published A gated post", "published Target"]);
  });

  it("refuses to publish an unsafe post, even with publish anyway, and says why", async () => {
    const result = await create(
      { content: '<p>Hi</p><img src="/media/blog/fallback.webp" alt="x" onerror="alert(1)">' },
      { publishAnyway: true },
    );
    expect(result).toMatchObject({ status: "gated", blocking: true });
    expect((result as { message: string }).message).toContain("onerror=");
    expect(await stored()).toEqual([]);
  });

  it("refuses to publish a post whose links or images on this site do not resolve", async () => {
    const draft = await createPost(currentDb, {
      title: "Unpublished",
      category: "Gate",
      content: "<p>d</p>",
      status: "draft",
    });
    for (const content of [
      '<a href="/no-such-page">x</a>',
      `<a href="/thought-hub/${draft.id}">a draft</a>`,
      '<a href="http://localhost:3000/thought-hub/NoSuchPost0000000000">x</a>',
      '<img src="/uploads/missing.webp" alt="x">',
      '<img src="/media/blog/missing.webp" alt="x">',
    ]) {
      const result = await create({ content }, { publishAnyway: true });
      expect(result, content).toMatchObject({ status: "gated", blocking: true });
    }
    expect(await stored()).toEqual(["draft Unpublished"]);
  });

  it("publishes over warnings only with publish anyway", async () => {
    await new LocalDirectoryStorage(uploads).put("big.webp", new Uint8Array(500 * 1024 + 1));
    const warned = {
      title: "t".repeat(61),
      excerpt: "",
      content: '<h3>Skipped</h3><img src="/uploads/big.webp">',
    };
    const refused = await create(warned);
    expect(refused).toMatchObject({ status: "gated", blocking: false });
    expect(
      (refused as { issues: Array<{ rule: string }> }).issues.map((issue) => issue.rule).sort(),
    ).toEqual(["excerpt-empty", "heading-skip", "image-alt", "image-heavy", "title-length"]);
    expect(await stored()).toEqual([]);
    expect(await create(warned, { publishAnyway: true })).toMatchObject({ status: "saved" });
    expect(await stored()).toEqual([`published ${"t".repeat(61)}`]);
  });

  it("asks for publish anyway when a save makes a post public: published or scheduled", async () => {
    // Created published, or scheduled: refused without the override, saved with it.
    expect(await create(WARNED)).toMatchObject({ status: "gated", blocking: false });
    const scheduledNew = { ...WARNED, publishAt: inAnHour() };
    expect(await create(scheduledNew)).toMatchObject({ status: "gated", blocking: false });
    expect(await stored()).toEqual([]);
    savedId(await create(scheduledNew, { publishAnyway: true }));
    // A draft published, or scheduled, later: the same question.
    const draft = savedId(await create({ ...WARNED, status: "draft" }));
    expect(await update(draft, WARNED)).toMatchObject({ status: "gated", blocking: false });
    expect(await update(draft, { ...WARNED, publishAt: inAnHour() })).toMatchObject({
      status: "gated",
      blocking: false,
    });
    expect(await update(draft, WARNED, { publishAnyway: true })).toMatchObject({
      status: "saved",
    });
    expect(await stored()).toEqual([`draft ${WARNED.title}`, `published ${WARNED.title}`]);
  });

  it("re-saves a published or scheduled post with warnings without asking again", async () => {
    const published = savedId(await create(WARNED, { publishAnyway: true }));
    expect(await update(published, { ...WARNED, author: "A typo fixed" })).toMatchObject({
      status: "saved",
    });
    const scheduled = savedId(
      await create(
        { ...WARNED, title: "s".repeat(61), publishAt: inAnHour() },
        {
          publishAnyway: true,
        },
      ),
    );
    expect(
      await update(scheduled, { ...WARNED, title: "s".repeat(61), publishAt: inAnHour() }),
    ).toMatchObject({ status: "saved" });
    const authors = await currentDb.selectFrom("posts").select("author").execute();
    expect(authors.map((row) => row.author)).toContain("A typo fixed");
  });

  it("refuses a broken re-save of a published or scheduled post; as a draft it is saved", async () => {
    const published = savedId(await create({ title: "Published" }));
    const scheduled = savedId(await create({ title: "Scheduled", publishAt: inAnHour() }));
    for (const [id, publishAt] of [
      [published, ""],
      [scheduled, inAnHour()],
    ] as const) {
      const title = id === published ? "Published" : "Scheduled";
      const result = await update(id, { title, publishAt, ...BROKEN }, { publishAnyway: true });
      expect(result, title).toMatchObject({ status: "gated", blocking: true });
    }
    expect(await stored()).toEqual(["published Published", "draft Scheduled"]);
    const contents = await currentDb.selectFrom("posts").select("content").execute();
    expect(contents.map((row) => row.content)).toEqual(["<p>Words.</p>", "<p>Words.</p>"]);
    expect(
      await update(scheduled, { title: "Scheduled", status: "draft", ...BROKEN }),
    ).toMatchObject({ status: "saved" });
  });

  it("refuses to restore broken text into a published post", async () => {
    const id = savedId(await create({ status: "draft", ...BROKEN }));
    savedId(await update(id, {}));
    const [, first] = await listRevisions(currentDb, id);
    const version = (await getPost(currentDb, id))!.updatedAt;
    expect(await restorePostRevision(id, first!.id, version)).toMatchObject({
      status: "gated",
      blocking: true,
    });
    expect((await getPost(currentDb, id))?.content).toBe("<p>Words.</p>");
  });

  it("always saves a draft, however unfinished", async () => {
    const result = await create({
      status: "draft",
      excerpt: "",
      content: '<a href="/no-such-page">later</a><script>alert(1)</script>',
    });
    expect(result).toMatchObject({ status: "saved" });
    expect(await stored()).toEqual(["draft A gated post"]);
  });

  it("tells the editor's panel what does not resolve and how heavy stored images are", async () => {
    await new LocalDirectoryStorage(uploads).put("a.webp", new Uint8Array(2048));
    expect(
      await checkPostReferences(
        '<img src="/uploads/a.webp" alt="a"><a href="/uploads/b.webp">b</a>',
      ),
    ).toEqual({
      status: "checked",
      siteOrigin: "http://localhost:3000",
      facts: {
        missing: ["/uploads/b.webp"],
        imageBytes: { "/uploads/a.webp": 2048 },
        described: [],
      },
    });
  });

  it("records a pasted base64 image in the media library when the post is saved", async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#2f6f4f" },
    })
      .png()
      .toBuffer();
    const pasted = `<p>Words.</p><img alt="A green field" src="data:image/png;base64,${png.toString("base64")}">`;
    const id = savedId(await create({ content: pasted }));
    const content = (await getPost(currentDb, id, { visibility: "all" }))!.content;
    const src = /<img[^>]*src="\/uploads\/([0-9a-f]{32}\.webp)"/.exec(content)?.[1];
    expect(src).toBeDefined();
    expect(await getMediaByKey(currentDb, src!)).toMatchObject({
      key: src,
      kind: "image",
      contentType: "image/webp",
      width: 40,
      height: 30,
      source: "upload",
    });
  });

  it("publishes an image without an alt of its own when the media library describes it", async () => {
    for (const key of ["described.webp", "bare.webp"]) {
      await new LocalDirectoryStorage(uploads).put(key, new Uint8Array(1000));
      await recordMedia(currentDb, {
        key,
        kind: "image",
        contentType: "image/webp",
        bytes: 1000,
        width: 10,
        height: 10,
        name: key,
        source: "upload",
      });
    }
    const described = await getMediaByKey(currentDb, "described.webp");
    await setMediaAlt(currentDb, described!.id, "A chart of the quarter");
    const image = (key: string) => `<p>Words.</p><img src="/uploads/${key}">`;

    expect(await checkPostReferences(image("described.webp"))).toMatchObject({
      facts: { described: ["/uploads/described.webp"] },
    });
    expect(await create({ title: "Described", content: image("described.webp") })).toMatchObject({
      status: "saved",
    });
    const bare = await create({ title: "Bare", content: image("bare.webp") });
    expect(bare).toMatchObject({
      status: "gated",
      blocking: false,
      issues: [{ rule: "image-alt", message: "An image has no alt text (/uploads/bare.webp)." }],
    });
    expect(await stored()).toEqual(["published Described"]);
  });
});
