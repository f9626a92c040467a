import { execFile } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isId } from "@/lib/ids";
import { decideRoute } from "@/lib/routes/decide-route";
import { countPosts, getPost, listPosts, updatePost } from "@/server/blog/posts";
import { firestoreDocuments, ImportFileError } from "@/server/import/firestore-documents";
import { importFirestore, type ImportOutcome } from "@/server/import/import-firestore";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

/*
 * Moving in from the original site (docs/decisions/0019): the JSON shapes of common Firestore
 * export tools (tests/fixtures/firestore/), broken documents among good ones, a second run and a
 * dry run. Uploads go to the DATA_DIR this file points the environment at before it loads.
 */

const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "kursi-import-"));
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.resolve("tests/fixtures/firestore", name), "utf8"));
const FIXTURES = [
  "firestore-export-import.json",
  "client-sdk-list.json",
  "keyed-by-id-iso.json",
  "node-firestore-import-export.json",
];
const IMPORTED = [
  "Kq3vXb9TzR1mN4pL8wYa",
  "Bm7cDe2FgH5jK8nP0qRs",
  "Yy1xWw2vUu3tSs4rQq5p",
  "Cx4dEf5gHi6jKl7mNo8p",
  "Ew6fGh7iJk8lMn9oPq0r",
  "Gs8tUv9wXy0zAb1cDe2f",
  "Fr7sTu8vWx9yZa0bCd1e",
];
const ERRORS = [
  { label: "document Zz9yXx8wVv7uTt6sRr5q", message: "title is missing" },
  { label: "document #2", message: "it has no id" },
  {
    label: "document posts/with-a-slash",
    message: "its id cannot be a post address (letters and digits only, at most 32)",
  },
  {
    label: "document Dd1eEe2fFf3gGg4hHh5i",
    message: expect.stringMatching(/^createdAt is not a timestamp/),
  },
];

const uploads = () => {
  try {
    return readdirSync(path.join(dataDir, "uploads")).sort();
  } catch {
    return [];
  }
};

async function importAll(db: TestDatabase["db"], options: { dryRun?: boolean } = {}) {
  const outcomes: ImportOutcome[] = [];
  for (const name of FIXTURES)
    outcomes.push(...(await importFirestore(db, fixture(name), options)));
  return outcomes;
}

const byStatus = (outcomes: ImportOutcome[], status: ImportOutcome["status"]) =>
  outcomes.filter((outcome) => outcome.status === status);

/** A JSON column as SQLite (text) and PostgreSQL (parsed) return it. */
const jsonOf = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

describe.each(testDatabaseKinds)("import:firestore on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("imports every shape under the original ids and dates, and reports each broken document", async () => {
    const outcomes = await importAll(database.db);
    expect(byStatus(outcomes, "imported").map((outcome) => "id" in outcome && outcome.id)).toEqual(
      IMPORTED,
    );
    expect(byStatus(outcomes, "error")).toEqual(
      ERRORS.map((error) => ({ status: "error", ...error })),
    );
    expect(await countPosts(database.db)).toBe(7);
    // Each imported post recorded its expiry for every running server (docs/decisions/0030).
    const recorded = await database.db
      .selectFrom("cacheInvalidations")
      .select(["tags", "origin"])
      .execute();
    expect(recorded.map(({ tags, origin }) => ({ tags: jsonOf(tags), origin }))).toEqual(
      IMPORTED.map(() => ({ tags: ["blog"], origin: null })),
    );

    const chair = await getPost(database.db, "Kq3vXb9TzR1mN4pL8wYa");
    expect(chair).toMatchObject({
      title: "Why the empty chair matters",
      category: "Brand Identity",
      author: "Asha Mehta",
      excerpt: "Before design comes position.",
      tags: ["branding", "strategy"],
      readTime: "4 min",
      aiEnhanced: true,
      aiBadge: "AI Enhanced",
      status: "published",
      createdAt: "2024-05-29T16:26:40.123Z",
      publishedAt: "2024-05-29T16:26:40.123Z",
      updatedAt: "2024-05-30T16:26:40.000Z",
    });
    // Sanitised: no script, no handler, h1 demoted; base64 images became uploads.
    expect(chair?.content).toMatch(
      /^<h2>Positioning<\/h2><p>Before design comes <strong>position<\/strong>\.<\/p><img src="\/uploads\/[0-9a-f]{32}\.webp" alt="Chair" loading="lazy" decoding="async" \/>$/,
    );
    expect(chair?.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(uploads()).toEqual(
      expect.arrayContaining([
        path.basename(chair?.imageUrl ?? ""),
        /\/uploads\/([0-9a-f]{32}\.webp)/.exec(chair?.content ?? "")?.[1],
      ]),
    );

    // Its base64 image is not an image: the post comes in without one, and the report says so.
    expect(await getPost(database.db, "Yy1xWw2vUu3tSs4rQq5p")).toMatchObject({
      title: "A broken picture",
      imageUrl: null,
    });
    expect(
      outcomes.find((outcome) => "id" in outcome && outcome.id === "Yy1xWw2vUu3tSs4rQq5p"),
    ).toMatchObject({
      notes: [
        "imported without its image: imageUrl is a data: URL whose image cannot be used (Upload a JPEG, PNG, WebP, AVIF or GIF image)",
      ],
    });

    expect(await getPost(database.db, "Bm7cDe2FgH5jK8nP0qRs")).toMatchObject({
      content: "Plain text from the original editor.",
      imageUrl: "https://firebasestorage.googleapis.com/v0/b/agency/o/motion.jpg",
      tags: ["motion", "colour"],
      updatedAt: "2024-05-18T02:40:00.000Z",
    });
    expect(await getPost(database.db, "Cx4dEf5gHi6jKl7mNo8p")).toMatchObject({
      excerpt: null,
      publishedAt: "2024-04-01T19:33:20.500Z",
      updatedAt: "2024-04-01T19:35:00.000Z",
    });
    expect(await getPost(database.db, "Ew6fGh7iJk8lMn9oPq0r")).toMatchObject({
      readTime: "7 min",
      publishedAt: "2024-02-10T08:30:00.000Z",
      updatedAt: "2024-03-01T06:30:00.000Z",
    });
    expect(await getPost(database.db, "Gs8tUv9wXy0zAb1cDe2f")).toMatchObject({
      readTime: "1 min",
      updatedAt: "2024-01-05T09:00:00.000Z",
    });
    expect(await getPost(database.db, "Fr7sTu8vWx9yZa0bCd1e")).toMatchObject({
      imageUrl: "/media/blog/post-1.webp",
      publishedAt: "2024-02-27T02:13:20.000Z",
    });

    // Old links keep working: the proxy serves the address, the page's id check and read pass.
    for (const id of IMPORTED) {
      expect(decideRoute(`/thought-hub/${id}`)).toEqual({ kind: "page" });
      expect(isId(id)).toBe(true);
      expect((await getPost(database.db, id))?.id).toBe(id);
    }
    // Newest first by their original dates.
    expect((await listPosts(database.db, { pageSize: 12 })).posts.map((post) => post.id)).toEqual([
      "Kq3vXb9TzR1mN4pL8wYa",
      "Bm7cDe2FgH5jK8nP0qRs",
      "Yy1xWw2vUu3tSs4rQq5p",
      "Cx4dEf5gHi6jKl7mNo8p",
      "Fr7sTu8vWx9yZa0bCd1e",
      "Ew6fGh7iJk8lMn9oPq0r",
      "Gs8tUv9wXy0zAb1cDe2f",
    ]);
  });

  it("changes nothing when run again, even over a post edited since", async () => {
    await importAll(database.db);
    const edited = await getPost(database.db, "Ew6fGh7iJk8lMn9oPq0r");
    if (!edited) throw new Error("the post was not imported");
    await updatePost(database.db, "Ew6fGh7iJk8lMn9oPq0r", {
      ...edited,
      title: "Strategy notes, revised",
    });
    const before = await listPosts(database.db, { pageSize: 50, visibility: "all" });
    const files = uploads();

    const again = await importAll(database.db);
    expect(byStatus(again, "imported")).toEqual([]);
    expect(byStatus(again, "exists").map((outcome) => "id" in outcome && outcome.id)).toEqual(
      IMPORTED,
    );
    expect(byStatus(again, "error")).toHaveLength(ERRORS.length);
    expect(await listPosts(database.db, { pageSize: 50, visibility: "all" })).toEqual(before);
    expect(uploads()).toEqual(files);
    // Nothing imported, nothing for the servers to expire.
    const recorded = await database.db.selectFrom("cacheInvalidations").select("id").execute();
    expect(recorded).toHaveLength(IMPORTED.length);
  });

  it("imports a post whose imageUrl is unusable without the image, and says so", async () => {
    const createdAt = { _seconds: 1714000000, _nanoseconds: 0 };
    const post = (imageUrl: unknown) => ({
      title: "Notes",
      content: "<p>Kept</p>",
      category: "News",
      imageUrl,
      createdAt,
    });
    const json = {
      JsUrl0000000000000001: post("javascript:alert(document.cookie)"),
      DataHtml0000000000001: post("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
      VbScript0000000000001: post(" VBScript:msgbox(1)"),
      Relative0000000000001: post("//evil.example/x.png"),
      TooLong00000000000001: post(`https://images.example.com/${"a".repeat(2100)}.jpg`),
      Number000000000000001: post(42),
    };
    for (const dryRun of [true, false]) {
      const outcomes = await importFirestore(database.db, json, { dryRun });
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(6).fill("imported"));
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({
          notes: [expect.stringMatching(/^imported without its image: imageUrl /)],
        });
      }
      expect(outcomes[0]).toMatchObject({
        notes: [
          'imported without its image: imageUrl "javascript:alert(document.cookie)" is not a site path or an http(s) URL',
        ],
      });
      expect(await countPosts(database.db)).toBe(dryRun ? 0 : 6);
    }
    for (const id of Object.keys(json)) {
      expect(await getPost(database.db, id)).toMatchObject({
        imageUrl: null,
        content: "<p>Kept</p>",
        status: "published",
      });
    }
  });

  it("writes nothing on a dry run, and reports what it would do", async () => {
    rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
    const outcomes = await importAll(database.db, { dryRun: true });
    expect(byStatus(outcomes, "imported").map((outcome) => "id" in outcome && outcome.id)).toEqual(
      IMPORTED,
    );
    expect(outcomes.find((outcome) => "id" in outcome && outcome.id === IMPORTED[0])).toMatchObject(
      {
        notes: [
          "its base64 image would become an upload",
          "1 base64 image(s) in its content would become uploads",
        ],
      },
    );
    expect(byStatus(outcomes, "error")).toHaveLength(ERRORS.length);
    expect(await countPosts(database.db)).toBe(0);
    expect(uploads()).toEqual([]);
  });
});

describe("import:firestore's input", () => {
  it("refuses a file that holds no documents", () => {
    expect(() => firestoreDocuments("blogs")).toThrow(ImportFileError);
    expect(() => firestoreDocuments({ blogs: 3 })).toThrow(/no "blogs" documents found/);
  });

  it("runs from the command line, reporting each document and failing on errors", async () => {
    const dir = path.join(dataDir, "cli");
    const run = promisify(execFile)(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "scripts/import-firestore.ts",
        "tests/fixtures/firestore/firestore-export-import.json",
      ],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", SEED_SAMPLE_CONTENT: "false" } },
    );
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain("imported Kq3vXb9TzR1mN4pL8wYa: Why the empty chair matters");
    expect(failure?.stdout).toContain(
      "its image https://firebasestorage.googleapis.com/v0/b/agency/o/motion.jpg is kept, but its host is not in IMAGE_REMOTE_HOSTS",
    );
    expect(failure?.stdout).toContain("import:firestore: 3 imported, 0 unchanged, 1 with errors");
    expect(failure?.stderr).toContain("error in document Zz9yXx8wVv7uTt6sRr5q: title is missing");
    expect(failure?.stdout).toContain(
      "imported Yy1xWw2vUu3tSs4rQq5p: A broken picture\n  imported without its image: imageUrl is a data: URL",
    );
  }, 60_000);
});
