import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/site-settings";
import { SHIPPED_PAGES } from "@/lib/categories/category-page";
import { createSession } from "@/server/auth/session-store";
import { getPost } from "@/server/blog/posts";
import {
  createPostWithRevision,
  listRevisions,
  updatePostWithRevision,
} from "@/server/blog/revisions";
import { readDocument, writeDocument } from "@/server/content/documents";
import type { Db } from "@/server/db/connect";
import { createTeamMember } from "@/server/portfolio/team";
import { createWork } from "@/server/portfolio/works";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";
import { requestCookies, useDatabase } from "../support/admin-request";

/*
 * The media library (issue 27 item 5, docs/decisions/0041) on both databases: every upload is
 * recorded by the upload route; stored files without a row get theirs; "Used in" finds every
 * place that shows a file; Delete is refused while a file is used; Replace points every place
 * (and its history) at the new file in one transaction; alt text reaches the public HTML where
 * the place has none of its own.
 */

const uploads = mkdtempSync(path.join(tmpdir(), "kursi-media-library-"));
const storage = new LocalDirectoryStorage(uploads);

vi.mock("next/headers", async () => (await import("../support/admin-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../support/admin-request")).nextCache);
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: vi.fn(),
}));
vi.mock(
  "@/server/db/database",
  async () => (await import("../support/admin-request")).databaseModule,
);
vi.mock("@/server/storage/storage", () => ({ getMediaStorage: () => storage }));

const { SESSION_COOKIE } = await import("@/server/auth/session");
const { POST: uploadImage } = await import("@/app/api/admin/uploads/route");
const { deleteMedia, replaceMedia, restoreMediaAlt, saveMediaAlt } =
  await import("@/server/media/actions");
const { loadAdminMedia } = await import("@/server/media/admin-media");
const { getMedia, listMediaAlts, recordMedia } = await import("@/server/media/media-library");
const { recordStoredFiles } = await import("@/server/media/media-backfill");
const { renderPostHtml } = await import("@/server/blog/post-html");

const png = (colour: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Uploads through the admin's route, as the forms do; answers the library entry's id and URL. */
async function upload(colour: string, name?: string): Promise<{ id: string; url: string }> {
  const response = await uploadImage(
    new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: {
        origin: "http://localhost",
        host: "localhost",
        "sec-fetch-site": "same-origin",
        ...(name ? { "x-upload-name": encodeURIComponent(name) } : {}),
      },
      body: await png(colour),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string };
}

const keyOf = (url: string) => url.slice("/uploads/".length);
/** A file's alt text history as the library screen lists it, newest first. */
const historyOf = async (id: string) =>
  (await loadAdminMedia({ search: "", page: 1 })).items.find((item) => item.id === id)?.revisions ??
  [];
const textsOf = async (id: string) => (await historyOf(id)).map((revision) => revision.alt);
const revisionRows = (db: Db) =>
  db.selectFrom("mediaRevisions").select(["mediaId", "number", "alt"]).orderBy("number").execute();
const auditKinds = async (db: Db) =>
  (await db.selectFrom("auditLog").select(["kind", "subject", "detail"]).execute()).map(
    (row) => `${row.kind}: ${row.subject} (${row.detail})`,
  );

describe.each(testDatabaseKinds)("the media library on %s", (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    useDatabase(db);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(db);
    rmSync(uploads, { recursive: true, force: true });
    requestCookies.clear();
    requestCookies.set(SESSION_COOKIE, (await createSession(db)).token);
  });

  /** A site that shows `url` in a post (cover and text), a work, a team member, the settings and a page. */
  async function useEverywhere(url: string) {
    const post = await createPostWithRevision(
      db,
      {
        title: "Launch",
        category: "News",
        content: `<p>Look</p><img src="${url}" alt="">`,
        imageUrl: url,
        status: "published",
      },
      { origin: "typed", aiProvider: null, aiModel: null, sessionRef: null },
    );
    await createWork(db, {
      title: "Saffron",
      category: "Brand Identity",
      description: "A work.",
      imageUrl: url,
      videoUrl: null,
      posterUrl: null,
      background: "ink",
    });
    await createTeamMember(db, { name: "Mira", role: "Lead", tagline: "Hi.", imageUrl: url });
    const settings = { ...DEFAULT_SITE_SETTINGS, shareImage: url };
    await writeDocument(db, "settings", settings, {
      expectedVersion: "shipped",
      origin: "saved",
      sessionRef: null,
      shipped: DEFAULT_SITE_SETTINGS,
      keep: 50,
    });
    const finance = SHIPPED_PAGES.find((page) => page.path === "Finance")!;
    await writeDocument(
      db,
      "page:finance",
      { ...finance, image: url },
      { expectedVersion: "shipped", origin: "saved", sessionRef: null, shipped: finance, keep: 50 },
    );
    return post;
  }

  it("records every upload, with the name it had, and finds files stored without a row", async () => {
    const { id, url } = await upload("#9b1c1f", "C:\\photos\\red chair.png");
    expect(await getMedia(db, id)).toMatchObject({
      key: keyOf(url),
      kind: "image",
      contentType: "image/webp",
      width: 64,
      height: 48,
      name: "red chair.png",
      alt: "",
      source: "upload",
    });
    // The same picture again: one file, one row.
    expect((await upload("#9b1c1f")).id).toBe(id);

    // Stored before the library existed (or pasted into a post): found on the library's read.
    await storage.put("0123456789abcdef0123456789abcdef.webp", await png("#f2877a", 30, 20));
    await storage.put("fedcba9876543210fedcba9876543210.mp4", Buffer.from("not really a video"));
    const { items, info } = await loadAdminMedia({ search: "", page: 1 });
    expect(info.total).toBe(3);
    expect(items.find((item) => item.key.startsWith("0123"))).toMatchObject({
      width: 30,
      height: 20,
      kind: "image",
      name: "0123456789abcdef0123456789abcdef.webp",
      url: "/uploads/0123456789abcdef0123456789abcdef.webp",
    });
    expect(items.find((item) => item.key.endsWith(".mp4"))).toMatchObject({
      kind: "video",
      contentType: "video/mp4",
      bytes: 18,
      width: null,
    });
    // Idempotent: nothing more to record.
    expect(await recordStoredFiles(db, storage)).toBe(0);
    // Searched by name.
    const found = await loadAdminMedia({ search: "CHAIR", page: 1 });
    expect(found.items.map((item) => item.name)).toEqual(["red chair.png"]);
  });

  it("lists where a file is used: post, work, team member, settings and page", async () => {
    const { url } = await upload("#9b1c1f");
    const unused = await upload("#111111");
    const post = await useEverywhere(url);
    const { items } = await loadAdminMedia({ search: "", page: 1 });
    expect(items.find((item) => item.url === url)?.usages).toEqual([
      { label: "Post “Launch”", href: `/admin/blog/${post.id}/edit` },
      { label: "Work “Saffron”", href: "/admin/portfolio" },
      { label: "Team member “Mira”", href: "/admin/portfolio/team" },
      { label: "Page /Finance", href: "/admin/pages/Finance" },
      { label: "Site settings", href: "/admin/settings" },
    ]);
    expect(items.find((item) => item.id === unused.id)?.usages).toEqual([]);
  });

  it("refuses to delete a file in use, naming where; deletes an unused one, file and all", async () => {
    const used = await upload("#9b1c1f", "hero.png");
    const unused = await upload("#111111", "spare.png");
    await useEverywhere(used.url);

    const refused = await deleteMedia(used.id);
    expect(refused).toMatchObject({ status: "in-use" });
    expect(refused.status === "in-use" && refused.message).toBe(
      "hero.png is used in Post “Launch”, Work “Saffron”, Team member “Mira”, Page /Finance and Site settings. Remove it there (or replace it) before deleting it.",
    );
    expect(await getMedia(db, used.id)).toBeDefined();
    expect(readdirSync(uploads)).toContain(keyOf(used.url));

    expect(await deleteMedia(unused.id)).toEqual({ status: "done", message: "spare.png deleted." });
    expect(await getMedia(db, unused.id)).toBeUndefined();
    expect(readdirSync(uploads)).toEqual([keyOf(used.url)]);
    // Gone from the storage too, so the library does not find it again.
    expect(await recordStoredFiles(db, storage)).toBe(0);
    expect(await auditKinds(db)).toEqual([`media.deleted: spare.png (${keyOf(unused.url)})`]);
  });

  it("counts an earlier version as a use: a restore must find the file still there", async () => {
    const { id, url } = await upload("#9b1c1f", "first-cover.png");
    const post = await createPostWithRevision(
      db,
      { title: "Launch", category: "News", content: "<p>One</p>", imageUrl: url, status: "draft" },
      { origin: "typed", aiProvider: null, aiModel: null, sessionRef: null },
    );
    // The post now shows no image; only its first revision does.
    const updated = await updatePostWithRevision(
      db,
      post.id,
      post.updatedAt,
      { title: "Launch", category: "News", content: "<p>Two</p>", imageUrl: null, status: "draft" },
      { origin: "typed", aiProvider: null, aiModel: null, sessionRef: null },
    );
    expect(updated.status).toBe("updated");
    const { items } = await loadAdminMedia({ search: "", page: 1 });
    expect(items.find((item) => item.id === id)?.usages).toEqual([
      {
        label: "An earlier version of post “Launch” (its History)",
        href: `/admin/blog/${post.id}/edit`,
      },
    ]);
    expect(await deleteMedia(id)).toMatchObject({ status: "in-use" });
    expect(readdirSync(uploads)).toContain(keyOf(url));
  });

  it("replaces a file everywhere, its history included, in one write, and deletes the old one", async () => {
    const old = await upload("#9b1c1f", "old.png");
    const post = await useEverywhere(old.url);
    await saveMediaAlt(old.id, { alt: "A red chair", shownAlt: "" });
    const replacement = await upload("#2a6f4e", "new.png");

    const result = await replaceMedia(old.id, replacement.id);
    expect(result).toEqual({
      status: "done",
      id: replacement.id,
      message: "old.png replaced by new.png in 5 places.",
    });
    const [from, to] = [keyOf(old.url), keyOf(replacement.url)];
    const stored = (await getPost(db, post.id))!;
    expect(stored.imageUrl).toBe(replacement.url);
    expect(stored.content).toContain(`src="${replacement.url}"`);
    // An editor opened before the replace is told its copy is stale.
    expect(stored.updatedAt).not.toBe(post.updatedAt);
    const [revision] = await listRevisions(db, post.id);
    const revisionRow = await db
      .selectFrom("postRevisions")
      .select(["imageUrl", "content"])
      .where("id", "=", revision!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(revisionRow)).not.toContain(from);
    expect(revisionRow.imageUrl).toBe(replacement.url);
    expect(await db.selectFrom("works").select("imageUrl").execute()).toEqual([
      { imageUrl: replacement.url },
    ]);
    expect(await db.selectFrom("teamMembers").select("imageUrl").execute()).toEqual([
      { imageUrl: replacement.url },
    ]);
    expect((await readDocument(db, "settings"))?.data).toMatchObject({
      shareImage: replacement.url,
    });
    expect((await readDocument(db, "page:finance"))?.data).toMatchObject({
      image: replacement.url,
    });
    const revisions = await db.selectFrom("contentRevisions").select("data").execute();
    expect(revisions.some((row) => row.data.includes(from))).toBe(false);
    expect(revisions.some((row) => row.data.includes(to))).toBe(true);

    // The old entry and file are gone; the new one keeps the alt text the old one had.
    expect(await getMedia(db, old.id)).toBeUndefined();
    expect(await getMedia(db, replacement.id)).toMatchObject({ alt: "A red chair" });
    expect(readdirSync(uploads)).toEqual([to]);
    expect(await auditKinds(db)).toEqual([
      "media.updated: old.png (alt text set)",
      "media.replaced: old.png (by new.png in 5 places)",
    ]);
  });

  it("refuses a replacement that is the same file or another kind, changing nothing", async () => {
    const image = await upload("#9b1c1f");
    expect(await replaceMedia(image.id, image.id)).toMatchObject({ status: "invalid" });
    const video = await recordMedia(db, {
      key: "fedcba9876543210fedcba9876543210.mp4",
      kind: "video",
      contentType: "video/mp4",
      bytes: 10,
      width: null,
      height: null,
      name: "clip.mp4",
      source: "upload",
    });
    expect(await replaceMedia(image.id, video.id)).toEqual({
      status: "invalid",
      message: "Replace an image with an image, a video with a video.",
    });
    expect(await replaceMedia(image.id, "NoSuchFile")).toMatchObject({ status: "error" });
    expect(await getMedia(db, image.id)).toBeDefined();
  });

  it("validates alt text on the server, and a post's own alt text comes before the library's", async () => {
    const { id, url } = await upload("#9b1c1f", "chair.png");
    expect(await saveMediaAlt(id, { alt: "x".repeat(301), shownAlt: "" })).toEqual({
      status: "invalid",
      message: "Keep the alt text under 300 characters.",
    });
    expect(await saveMediaAlt(id, { alt: 42, shownAlt: "" })).toMatchObject({ status: "invalid" });
    expect(await saveMediaAlt(id, { alt: "  A red chair  ", shownAlt: "" })).toEqual({
      status: "done",
      id,
      message: "Alt text of chair.png saved.",
    });
    const alts = await listMediaAlts(db);
    expect(alts).toEqual({ [keyOf(url)]: "A red chair" });

    const html = await renderPostHtml(
      `<p><img src="${url}" alt=""><img src="${url}" alt="Our studio"><img src="/media/blog/x.webp" alt=""></p>`,
      alts,
    );
    const altsShown = [...html.matchAll(/<img\b[^>]*\salt="([^"]*)"/g)].map((match) => match[1]);
    expect(altsShown).toEqual(["A red chair", "Our studio", ""]);
  });

  it("keeps the alt text every save replaces, and restores an earlier one as a new save", async () => {
    const { id, url } = await upload("#9b1c1f", "chair.png");
    await saveMediaAlt(id, { alt: "A red chair", shownAlt: "" });
    await saveMediaAlt(id, { alt: "A crimson chair", shownAlt: "A red chair" });
    // The first save kept the text it replaced (none, as uploaded); the same text again is no save.
    await saveMediaAlt(id, { alt: "A crimson chair", shownAlt: "A crimson chair" });
    const history = await historyOf(id);
    expect(history.map(({ number, alt, origin }) => ({ number, alt, origin }))).toEqual([
      { number: 3, alt: "A crimson chair", origin: "saved" },
      { number: 2, alt: "A red chair", origin: "saved" },
      { number: 1, alt: "", origin: "earlier" },
    ]);

    const red = history[1]!;
    expect(await restoreMediaAlt(id, red.id, "A crimson chair")).toEqual({
      status: "done",
      id,
      alt: "A red chair",
      message: "Alt text of chair.png restored from revision 2.",
    });
    expect(await getMedia(db, id)).toMatchObject({ alt: "A red chair" });
    expect(await listMediaAlts(db)).toEqual({ [keyOf(url)]: "A red chair" });
    const after = await historyOf(id);
    expect(after.map((revision) => revision.alt)).toEqual([
      "A red chair",
      "A crimson chair",
      "A red chair",
      "",
    ]);
    expect(after[0]).toMatchObject({ number: 4, origin: "restored", restoredFrom: red.createdAt });

    // Back to how it came: no alt text at all.
    expect(await restoreMediaAlt(id, after[3]!.id, "A red chair")).toMatchObject({
      status: "done",
      alt: "",
    });
    expect(await getMedia(db, id)).toMatchObject({ alt: "" });
    const audited = await auditKinds(db);
    expect(audited.slice(0, 3)).toEqual([
      "media.updated: chair.png (alt text set)",
      "media.updated: chair.png (alt text set)",
      "media.updated: chair.png (alt text set)",
    ]);
    expect(audited.slice(3)).toEqual([
      expect.stringMatching(/^media\.restored: chair\.png \(revision 2 of .+\)$/),
      expect.stringMatching(/^media\.restored: chair\.png \(revision 1 of .+\)$/),
    ]);
  });

  it("refuses a save over alt text changed since the screen showed it, and says what is saved", async () => {
    const { id } = await upload("#9b1c1f", "chair.png");
    await saveMediaAlt(id, { alt: "A red chair", shownAlt: "" });
    // This screen still shows "" (loaded before that save) and writes its own text.
    expect(await saveMediaAlt(id, { alt: "A chair", shownAlt: "" })).toEqual({
      status: "stale",
      current: "A red chair",
      message:
        "The alt text of chair.png was changed to “A red chair” after this page was loaded, so yours was not saved. Your text is still in the field: save again to replace it.",
    });
    expect(await getMedia(db, id)).toMatchObject({ alt: "A red chair" });
    expect(await textsOf(id)).toEqual(["A red chair", ""]);
    // Saved again over the text it was told of: it replaces it, and the history keeps both.
    expect(await saveMediaAlt(id, { alt: "A chair", shownAlt: "A red chair" })).toMatchObject({
      status: "done",
    });
    expect(await textsOf(id)).toEqual(["A chair", "A red chair", ""]);

    await saveMediaAlt(id, { alt: "", shownAlt: "A chair" });
    expect(await saveMediaAlt(id, { alt: "Late", shownAlt: "A chair" })).toMatchObject({
      status: "stale",
      current: "",
      message: expect.stringContaining("The alt text of chair.png was removed after this page"),
    });
    expect(await saveMediaAlt(id, { alt: "No shown text" })).toMatchObject({ status: "invalid" });
    // Two screens writing the same text: the later one is not refused, and nothing is added.
    await saveMediaAlt(id, { alt: "A chair", shownAlt: "" });
    expect(await saveMediaAlt(id, { alt: "A chair", shownAlt: "" })).toMatchObject({
      status: "done",
    });
    expect(await textsOf(id)).toEqual(["A chair", "", "A chair", "A red chair", ""]);
  });

  it("refuses a restore over alt text changed since the history was shown, losing nothing", async () => {
    const { id } = await upload("#9b1c1f", "chair.png");
    const other = await upload("#111111", "other.png");
    await saveMediaAlt(id, { alt: "First", shownAlt: "" });
    await saveMediaAlt(id, { alt: "Second", shownAlt: "First" });
    const [, first] = await historyOf(id);
    // Another tab saved "Third" after this screen showed "Second".
    await saveMediaAlt(id, { alt: "Third", shownAlt: "Second" });
    expect(await restoreMediaAlt(id, first!.id, "Second")).toEqual({
      status: "stale",
      message:
        "The alt text of chair.png was changed after this page was loaded. Reload the page to see it and its history, then restore again.",
    });
    expect(await getMedia(db, id)).toMatchObject({ alt: "Third" });
    expect(await textsOf(id)).toEqual(["Third", "Second", "First", ""]);

    // A revision of another file, or no revision at all, is not restored either.
    await saveMediaAlt(other.id, { alt: "Other", shownAlt: "" });
    const [otherRevision] = await historyOf(other.id);
    const missing = {
      status: "error",
      message: "That earlier alt text is no longer in the history. Reload the page.",
    };
    expect(await restoreMediaAlt(id, otherRevision!.id, "Third")).toEqual(missing);
    expect(await restoreMediaAlt(id, "No such revision!", "Third")).toEqual(missing);
    expect(await restoreMediaAlt(id, first!.id, "x".repeat(301))).toEqual(missing);
    expect(await getMedia(db, id)).toMatchObject({ alt: "Third" });
    expect((await auditKinds(db)).filter((entry) => entry.startsWith("media.restored"))).toEqual(
      [],
    );
  });

  it("keeps the newest 50 alt texts of a file", async () => {
    const { id } = await upload("#9b1c1f", "chair.png");
    for (let save = 1; save <= 55; save += 1)
      await saveMediaAlt(id, {
        alt: `Text ${save}`,
        shownAlt: save === 1 ? "" : `Text ${save - 1}`,
      });
    const history = await historyOf(id);
    expect(history).toHaveLength(50);
    expect(history[0]).toMatchObject({ number: 56, alt: "Text 55" });
    expect(history.at(-1)).toMatchObject({ number: 7, alt: "Text 6" });
  });

  it("carries the history to the file that replaces it, and deletes it with the file", async () => {
    const old = await upload("#9b1c1f", "old.png");
    await saveMediaAlt(old.id, { alt: "A red chair", shownAlt: "" });
    await saveMediaAlt(old.id, { alt: "A red armchair", shownAlt: "A red chair" });
    const fresh = await upload("#2a6f4e", "new.png");
    expect(await replaceMedia(old.id, fresh.id)).toMatchObject({ status: "done" });
    expect(await textsOf(fresh.id)).toEqual(["A red armchair", "A red chair", ""]);
    expect((await revisionRows(db)).every((row) => row.mediaId === fresh.id)).toBe(true);

    // A replacement with alt text and a history of its own keeps its text, on top of both.
    const described = await upload("#111111", "described.png");
    await saveMediaAlt(described.id, { alt: "A green chair", shownAlt: "" });
    expect(await replaceMedia(fresh.id, described.id)).toMatchObject({ status: "done" });
    expect(await getMedia(db, described.id)).toMatchObject({ alt: "A green chair" });
    expect(await textsOf(described.id)).toEqual([
      "A green chair",
      "",
      "A red armchair",
      "A red chair",
      "",
    ]);
    expect((await historyOf(described.id)).map((revision) => revision.number)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    // It can be restored there, and the history goes when the file is deleted.
    const [, , armchair] = await historyOf(described.id);
    expect(await restoreMediaAlt(described.id, armchair!.id, "A green chair")).toMatchObject({
      status: "done",
      alt: "A red armchair",
    });
    expect(await deleteMedia(described.id)).toMatchObject({ status: "done" });
    expect(await revisionRows(db)).toEqual([]);
  });

  it("takes nothing from a caller without a session", async () => {
    const { id } = await upload("#9b1c1f");
    requestCookies.clear();
    expect(await saveMediaAlt(id, { alt: "Sneaky", shownAlt: "" })).toMatchObject({
      status: "signed-out",
    });
    expect(await deleteMedia(id)).toMatchObject({ status: "signed-out" });
    expect(await restoreMediaAlt(id, "AnyRevision", "")).toMatchObject({ status: "signed-out" });
    await expect(loadAdminMedia({ search: "", page: 1 })).rejects.toThrow();
    expect(await getMedia(db, id)).toMatchObject({ alt: "" });
  });
});

describe.each(testDatabaseKinds)("an archive made before the media library, on %s", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("restores, and the library then lists its files", async () => {
    const { createBackup } = await import("@/server/backup/backup");
    const { restoreBackup } = await import("@/server/backup/restore");
    const { migrateTo } = await import("@/server/db/migrate");
    const dir = mkdtempSync(path.join(tmpdir(), "kursi-media-archive-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    const source = await createTestDatabase(kind, { migrate: false });
    cleanups.push(() => source.destroy());
    await migrateTo(source.db, "0017-content-documents");
    const sourceStorage = new LocalDirectoryStorage(path.join(dir, "source"));
    const key = "0123456789abcdef0123456789abcdef.webp";
    await sourceStorage.put(
      key,
      await sharp(await png("#9b1c1f", 40, 30))
        .webp()
        .toBuffer(),
    );
    const file = path.join(dir, "before-media.tar.gz");
    const { manifest } = await createBackup({ db: source.db, storage: sourceStorage, file });
    expect(manifest.migrations.at(-1)).toBe("0017-content-documents");
    expect(manifest.tables.map((table) => table.name)).not.toContain("media");

    const target = await createTestDatabase(kind, { migrate: false });
    cleanups.push(() => target.destroy());
    const targetStorage = new LocalDirectoryStorage(path.join(dir, "target"));
    await restoreBackup({ archive: file, db: target.db, storage: targetStorage });
    expect(await target.db.selectFrom("media").selectAll().execute()).toEqual([]);
    expect(await recordStoredFiles(target.db, targetStorage)).toBe(1);
    expect(
      await target.db.selectFrom("media").select(["key", "width", "height"]).execute(),
    ).toEqual([{ key, width: 40, height: 30 }]);
  });
});
