import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "@/server/backup/backup";
import { restoreBackup } from "@/server/backup/restore";
import { applicationTables, readTable, type Row } from "@/server/backup/tables";
import { readDocument, writeDocument } from "@/server/content/documents";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/site-settings";
import { generateId } from "@/lib/ids";
import { hitBucket } from "@/server/auth/rate-limit";
import { createPost, listPosts } from "@/server/blog/posts";
import { createPostWithRevision, updatePostWithRevision } from "@/server/blog/revisions";
import { seedSamplePosts } from "@/server/blog/seed";
import { createDb, type Db, dialectFor } from "@/server/db/connect";
import { allInquiries, setInquiryStatus, storeInquiry } from "@/server/inquiries/inquiries";
import { processImage } from "@/server/media/process-image";
import { readOrCreateAppSecret } from "@/server/security/app-secrets";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from "../support/databases";

/*
 * Backups proven by restoring them (docs/decisions/0019): a database with posts, inquiries with
 * their outbox jobs, secrets, counters and uploads is backed up while another process keeps
 * accepting inquiries, restored into a fresh database and directory, and compared row by row
 * and byte by byte.
 */

const HISTORY_INQUIRIES = 2500;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kursi-backup-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function database(kind: TestDatabaseKind, migrate = true): Promise<TestDatabase> {
  const created = await createTestDatabase(kind, { migrate });
  cleanups.push(() => created.destroy());
  return created;
}

async function image(colour: string, width: number): Promise<Buffer> {
  const png = await sharp({
    create: { width, height: 40, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return (await processImage(png)).data;
}

/** A site in use: the sample posts, posts of its own with uploads, inquiries, secrets. */
async function fill(db: Db, storage: LocalDirectoryStorage) {
  await seedSamplePosts(db);
  const uploads = [await image("#a00", 60), await image("#0a0", 70), await image("#00a", 80)];
  for (const [index, bytes] of uploads.entries()) await storage.put(`upload${index}.webp`, bytes);
  await createPost(
    db,
    {
      title: "With an upload",
      category: "News",
      content:
        '<p>Ünïcode, <strong>bold</strong> and an image</p><img src="/uploads/upload1.webp">',
      imageUrl: "/uploads/upload0.webp",
      tags: ["one", "two"],
      aiEnhanced: true,
      aiBadge: "AI",
    },
    { now: new Date("2025-03-01T10:00:00.123Z") },
  );
  // A draft with a history (docs/decisions/0027): its revisions make the round trip too.
  const draft = {
    title: "A draft",
    category: "News",
    content: "<p>x</p>",
    status: "draft" as const,
  };
  const who = {
    origin: "typed" as const,
    aiProvider: null,
    aiModel: null,
    sessionRef: "0a1b2c3d4e5f",
  };
  const first = await createPostWithRevision(db, draft, who);
  const second = await updatePostWithRevision(
    db,
    first.id,
    first.updatedAt,
    { ...draft, content: "<p>y</p>" },
    { ...who, origin: "ai-polish", aiProvider: "openai", aiModel: "gpt-test" },
    { now: new Date(Date.parse(first.updatedAt) + 1000) },
  );
  if (second.status !== "updated") throw new Error(second.status);
  for (let n = 1; n <= 3; n++) {
    const { id } = await storeInquiry(
      db,
      {
        submissionId: `before-${n}`,
        name: `Asha ${n}`,
        email: "asha@example.com",
        company: n === 1 ? "Mehta & Co" : null,
        project: "strategy",
        message: "Hello\nthere",
        clientHash: "ab".repeat(32),
        userAgent: "Mozilla/5.0",
        referrer: null,
      },
      { channels: ["email", "forward"] },
    );
    if (n === 1) await setInquiryStatus(db, id, "handled");
  }
  // A site with a history: enough rows that reading them spans several pages and queries,
  // so a backup that was not one snapshot would see the writer's inquiries land in between.
  const at = new Date("2025-01-01T00:00:00.000Z");
  for (let batch = 0; batch < HISTORY_INQUIRIES / 250; batch++) {
    const inquiries = Array.from({ length: 250 }, (_, index) => ({
      id: generateId(),
      submissionId: `history-${batch}-${index}`,
      name: "Earlier visitor",
      email: "earlier@example.com",
      message: "An older inquiry",
      createdAt: at,
    }));
    await db.insertInto("inquiries").values(inquiries).execute();
    await db
      .insertInto("inquiryDeliveries")
      .values(
        inquiries.flatMap(({ id }) =>
          (["email", "forward"] as const).map((channel) => ({
            id: generateId(),
            inquiryId: id,
            channel,
            nextAttemptAt: at,
            createdAt: at,
          })),
        ),
      )
      .execute();
  }
  await readOrCreateAppSecret(db, "form");
  await hitBucket(db, "contact:abc", 60_000);
  // The site's content documents with their history (docs/decisions/0035).
  const settings = await writeDocument(
    db,
    "settings",
    { ...DEFAULT_SITE_SETTINGS, phone: "+91 79 4000 1234", footerTagline: "Ünïcode “quotes”" },
    {
      expectedVersion: "shipped",
      origin: "saved",
      sessionRef: "0a1b2c3d4e5f",
      shipped: DEFAULT_SITE_SETTINGS,
      keep: 50,
    },
  );
  if (settings.status !== "saved") throw new Error(settings.status);
}

/** Every table's rows in the archive's neutral form, in a stable order; flags as 0/1. */
async function dump(db: Db): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const table of await applicationTables(db)) {
    const rows: Row[] = [];
    for await (const row of readTable(db, table))
      rows.push(
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            typeof value === "boolean" ? Number(value) : value,
          ]),
        ),
      );
    tables[table] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return tables;
}

async function filesOf(storage: LocalDirectoryStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const key of storage.list())
    files[key] = Buffer.from((await storage.get(key)) ?? []).toString("base64");
  return files;
}

/** Another process accepting inquiries into the database, numbered, until stopped. */
function startWriter(config: NonNullable<TestDatabase["config"]>) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.resolve("tests/support/inquiry-writer-child.ts"),
      JSON.stringify(config),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let acknowledged = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line) acknowledged = Number(line);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Stopped even when the test fails before it stops the writer itself.
  cleanups.push(() => {
    if (child.exitCode === null) child.kill();
  });
  return {
    acknowledged: () => acknowledged,
    async waitFor(count: number) {
      while (acknowledged < count) {
        if (child.exitCode !== null) throw new Error("the inquiry writer stopped");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      child.stdin?.end();
      await exited;
    },
  };
}

const writerNumber = (row: Row) => /^writer-(\d+)$/.exec(String(row.submission_id))?.[1];

/** The source's rows as they were when the archive's snapshot held `taken` writer inquiries. */
function asOfSnapshot(rows: Record<string, Row[]>, taken: number): Record<string, Row[]> {
  const later = new Set(
    (rows.inquiries ?? [])
      .filter((row) => Number(writerNumber(row) ?? 0) > taken)
      .map((row) => row.id),
  );
  return {
    ...rows,
    inquiries: (rows.inquiries ?? []).filter((row) => !later.has(row.id)),
    inquiry_deliveries: (rows.inquiry_deliveries ?? []).filter((row) => !later.has(row.inquiry_id)),
  };
}

async function every<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

const pairs: Array<[TestDatabaseKind, TestDatabaseKind]> = [
  ["sqlite", "sqlite"],
  ["postgres", "postgres"],
  ["sqlite", "postgres"],
  ["postgres", "sqlite"],
];

describe.each(pairs)("backup of %s restored into %s", (from, to) => {
  it("restores every row and file, with every inquiry acknowledged before the backup", async () => {
    const source = await database(from);
    const sourceStorage = new LocalDirectoryStorage(path.join(tempDir(), "uploads"));
    await fill(source.db, sourceStorage);

    // PGlite lives in this process: no second process can write to it.
    const writer = source.config ? startWriter(source.config) : undefined;
    await writer?.waitFor(5);
    const acknowledgedBefore = writer?.acknowledged() ?? 0;
    const file = path.join(tempDir(), "site.tar.gz");
    const { manifest } = await createBackup({ db: source.db, storage: sourceStorage, file });
    await writer?.waitFor(acknowledgedBefore + 3);
    await writer?.stop();
    if (source.config) expect(acknowledgedBefore, "the writer was running").toBeGreaterThan(0);

    const target = await database(to, false);
    const targetStorage = new LocalDirectoryStorage(path.join(tempDir(), "uploads"));
    const result = await restoreBackup({ archive: file, db: target.db, storage: targetStorage });
    expect(result.uploads).toBe(3);
    expect(manifest.dialect).toBe(from);

    const restored = await dump(target.db);
    const taken = restored.inquiries?.filter(writerNumber).length ?? 0;
    // A snapshot: the writer's inquiries 1..taken, each with both of its outbox jobs.
    expect(taken).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(
      restored.inquiries
        ?.filter(writerNumber)
        .map(writerNumber)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: taken }, (_, index) => index + 1));
    expect(restored.inquiry_deliveries).toHaveLength((restored.inquiries?.length ?? 0) * 2);
    expect(restored).toEqual(asOfSnapshot(await dump(source.db), taken));
    expect(Object.keys(restored).sort()).toEqual(
      expect.arrayContaining([
        "posts",
        "post_revisions",
        "content_documents",
        "content_revisions",
        "inquiries",
        "inquiry_deliveries",
        "app_secrets",
        "seed_history",
      ]),
    );
    expect(restored.posts).toHaveLength(8);
    expect(restored.post_revisions).toHaveLength(2);
    // The shipped settings and the saved ones.
    expect(restored.content_revisions).toHaveLength(2);
    expect((await readDocument(target.db, "settings"))?.data).toMatchObject({
      phone: "+91 79 4000 1234",
      footerTagline: "Ünïcode “quotes”",
    });
    expect(await filesOf(targetStorage)).toEqual(await filesOf(sourceStorage));

    // What the site reads through its repositories is the same, whatever the dialects (sorted
    // by id: the dialects order a draft's missing publication date differently).
    const byId = <T extends { id: string }>(list: T[]) =>
      [...list].sort((a, b) => a.id.localeCompare(b.id));
    const all = { pageSize: 100, visibility: "all" } as const;
    expect(byId((await listPosts(target.db, all)).posts)).toEqual(
      byId((await listPosts(source.db, all)).posts),
    );
    const sourceInquiries = await every(allInquiries(source.db));
    expect(byId(await every(allInquiries(target.db)))).toEqual(
      byId(
        sourceInquiries.filter(
          (inquiry) => !/^Visitor/.test(inquiry.name) || Number(inquiry.name.slice(8)) <= taken,
        ),
      ),
    );
  }, 60_000);
});

describe("restoring", () => {
  let file: string;
  let sourceFiles: Record<string, string>;
  let sourceRows: Record<string, Row[]>;
  beforeAll(async () => {
    const source = await database("sqlite");
    const storage = new LocalDirectoryStorage(path.join(tempDir(), "uploads"));
    await fill(source.db, storage);
    file = path.join(tempDir(), "site.tar.gz");
    await createBackup({ db: source.db, storage, file });
    sourceFiles = await filesOf(storage);
    sourceRows = await dump(source.db);
  });
  let target: TestDatabase;
  let targetStorage: LocalDirectoryStorage;
  const freshTarget = async (kind: TestDatabaseKind = "sqlite") => {
    target = await database(kind);
    targetStorage = new LocalDirectoryStorage(path.join(tempDir(), "uploads"));
  };

  it("refuses a target with rows or uploads unless forced, and then replaces its rows", async () => {
    await freshTarget();
    await createPost(target.db, { title: "Already here", category: "News", content: "<p>x</p>" });
    await expect(
      restoreBackup({ archive: file, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/the target is not empty \(rows in posts \(1\)\).*--force/);

    await freshTarget();
    await targetStorage.put("other.webp", await image("#fff", 10));
    await expect(
      restoreBackup({ archive: file, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/the target is not empty \(1 uploaded files\)/);

    await createPost(target.db, { title: "Already here", category: "News", content: "<p>x</p>" });
    await restoreBackup({ archive: file, db: target.db, storage: targetStorage, force: true });
    expect(await dump(target.db)).toEqual(sourceRows);
    expect(await filesOf(targetStorage)).toMatchObject(sourceFiles);
  });

  it("refuses a truncated archive with a clear message, writing nothing", async () => {
    await freshTarget();
    const bytes = readFileSync(file);
    const truncated = path.join(tempDir(), "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(
      restoreBackup({ archive: truncated, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/not a complete gzip file \(unexpected end of file\)/);
    // Cut at the end of the compressed data: gzip's length and CRC trailer are missing.
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 4));
    await expect(
      restoreBackup({ archive: truncated, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/not a complete gzip file/);
    // A tar stream that stops before its end marker, compressed properly.
    const tar = gunzipSync(bytes);
    writeFileSync(truncated, gzipSync(tar.subarray(0, 512 * 3)));
    await expect(
      restoreBackup({ archive: truncated, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/ends before its last entry \(truncated\)/);
    expect(await dump(target.db)).toEqual(await dump((await database("sqlite")).db));
    expect(await filesOf(targetStorage)).toEqual({});
  });

  it("refuses a corrupted archive: damaged bytes, or a file that fails its checksum", async () => {
    await freshTarget();
    const bytes = Buffer.from(readFileSync(file));
    const corrupted = path.join(tempDir(), "corrupted.tar.gz");
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(corrupted, bytes);
    await expect(
      restoreBackup({ archive: corrupted, db: target.db, storage: targetStorage }),
    ).rejects.toThrow(/not a complete gzip file \(.+\)/);

    // The same archive with one byte of an upload changed, compressed again: gzip is happy,
    // the manifest's checksum is not.
    const tar = gunzipSync(readFileSync(file));
    const at = tar.indexOf("uploads/upload1.webp\0");
    tar[at + 512 + 10] = (tar[at + 512 + 10] ?? 0) ^ 0xff;
    writeFileSync(corrupted, gzipSync(tar));
    await expect(
      restoreBackup({ archive: corrupted, db: target.db, storage: targetStorage }),
    ).rejects.toThrow("uploads/upload1.webp does not match its checksum");
    expect(await filesOf(targetStorage)).toEqual({});
    expect(statSync(file).size).toBeGreaterThan(0);
  });

  it("works from the command line: npm run backup, then restore into an empty data directory", async () => {
    const run = promisify(execFile);
    const script = (name: string, dataDir: string, ...args: string[]) =>
      run(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", `scripts/${name}.ts`, ...args],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" } },
      );
    // A site's data directory, as `npm start` would leave it.
    const dataDir = tempDir();
    const site = createDb(dialectFor({ kind: "sqlite", file: path.join(dataDir, "site.db") }));
    cleanups.push(() => site.destroy());
    const siteStorage = new LocalDirectoryStorage(path.join(dataDir, "uploads"));
    await restoreBackup({ archive: file, db: site, storage: siteStorage });

    const out = tempDir();
    const backup = await script("backup", dataDir, "--out", out);
    expect(backup.stdout).toMatch(
      /^backup: wrote .*site-backup-\d{8}T\d{6}Z\.tar\.gz \(\d+ rows in \d+ tables, 3 uploads, \d+ KB\)/,
    );
    const archive = path.join(out, /site-backup-\S+\.tar\.gz/.exec(backup.stdout)?.[0] ?? "");

    const restoreInto = tempDir();
    const restored = await script("restore", restoreInto, archive);
    expect(restored.stdout).toMatch(
      /^restore: \d+ rows in \d+ tables and 3 uploads from .* restored into /,
    );
    const again = script("restore", restoreInto, archive);
    await expect(again).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /restore: refused: the target is not empty .*--force.*Nothing was changed/,
      ),
    });
  }, 120_000);
});
