import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "@/server/backup/backup";
import { restoreBackup } from "@/server/backup/restore";
import {
  ADMIN_CREDENTIAL_TABLES,
  applicationTables,
  NOT_BACKED_UP,
  readTable,
  type Row,
} from "@/server/backup/tables";
import { readDocument, writeDocument } from "@/server/content/documents";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/site-settings";
import { generateId } from "@/lib/ids";
import { hitBucket } from "@/server/auth/rate-limit";
import { checkAdminKey, getKeyHash, setAdminKey } from "@/server/auth/admin-key";
import { createSession, findSession, hashToken } from "@/server/auth/session-store";
import { base32Decode, totpCode } from "@/server/auth/totp";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  isTwoFactorOn,
} from "@/server/auth/two-factor";
import { tarHeader, TAR_END, tarPadding } from "@/server/backup/tar";
import { keyFromSecret } from "@/server/security/encryption-key";
import { createPost, listPosts } from "@/server/blog/posts";
import { createPostWithRevision, updatePostWithRevision } from "@/server/blog/revisions";
import { seedSamplePosts } from "@/server/blog/seed";
import { createDb, type Db, dialectFor } from "@/server/db/connect";
import { allInquiries, setInquiryStatus, storeInquiry } from "@/server/inquiries/inquiries";
import { recordMedia, writeMediaAlt } from "@/server/media/media-library";
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
  // The media library's row of one of them, with its alt text and its history (0041).
  const media = await recordMedia(db, {
    key: "upload0.webp",
    kind: "image",
    contentType: "image/webp",
    bytes: uploads[0]!.byteLength,
    width: 60,
    height: 40,
    name: "red square.png",
    source: "upload",
  });
  for (const alt of ["A square", "A red square"])
    await writeMediaAlt(db, media.id, alt, { origin: "saved", keep: 50 });
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

/**
 * What a restore brings back of a site: every table but the live credentials and counters,
 * which are never backed up (docs/decisions/0019), and, without --with-admin-key, the admin's
 * credentials, which stay the target's.
 */
function restorable(rows: Record<string, Row[]>, target?: Record<string, Row[]>) {
  const expected = { ...rows };
  for (const table of NOT_BACKED_UP) if (table in expected) expected[table] = target?.[table] ?? [];
  for (const table of ADMIN_CREDENTIAL_TABLES)
    if (table in expected) expected[table] = target?.[table] ?? [];
  return expected;
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
function startWriter(config: TestDatabase["config"]) {
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

    const writer = startWriter(source.config);
    await writer.waitFor(5);
    const acknowledgedBefore = writer.acknowledged();
    const file = path.join(tempDir(), "site.tar.gz");
    const { manifest } = await createBackup({ db: source.db, storage: sourceStorage, file });
    await writer.waitFor(acknowledgedBefore + 3);
    await writer.stop();
    expect(acknowledgedBefore, "the writer was running").toBeGreaterThan(0);

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
    expect(restored).toEqual(restorable(asOfSnapshot(await dump(source.db), taken)));
    expect(Object.keys(restored).sort()).toEqual(
      expect.arrayContaining([
        "posts",
        "post_revisions",
        "content_documents",
        "content_revisions",
        "media",
        "media_revisions",
        "inquiries",
        "inquiry_deliveries",
        "seed_history",
      ]),
    );
    // The source had a generated secret and a counter; the restored site has neither.
    expect(restored.app_secrets).toEqual([]);
    expect(restored.rate_limit_buckets).toEqual([]);
    expect(restored.posts).toHaveLength(8);
    expect(restored.post_revisions).toHaveLength(2);
    expect(restored.media).toEqual([
      expect.objectContaining({ key: "upload0.webp", name: "red square.png", alt: "A red square" }),
    ]);
    // Its alt text history: as uploaded (none), then the two saves.
    expect(
      restored.media_revisions
        ?.map((row) => [Number(row.number), row.alt, row.origin])
        .sort(([a], [b]) => Number(a) - Number(b)),
    ).toEqual([
      [1, "", "earlier"],
      [2, "A square", "saved"],
      [3, "A red square", "saved"],
    ]);
    // The shipped settings and the saved ones.
    expect(restored.content_revisions).toHaveLength(2);
    expect((await readDocument(target.db, "settings"))?.data).toMatchObject({
      phone: "+91 79 4000 1234",
      footerTagline: "Ünïcode “quotes”",
    });
    expect(await filesOf(targetStorage)).toEqual(await filesOf(sourceStorage));
    // Every running server drops what it cached of the old site (docs/decisions/0030).
    const recorded = await target.db
      .selectFrom("cacheInvalidations")
      .select(["tags", "origin"])
      .execute();
    expect(
      recorded.map(({ tags, origin }) => ({
        tags: typeof tags === "string" ? JSON.parse(tags) : tags,
        origin,
      })),
    ).toEqual([{ tags: ["*"], origin: null }]);

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
    expect(await dump(target.db)).toEqual(restorable(sourceRows));
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

describe("restoring an archive nothing vouches for", () => {
  const MIB = 1024 * 1024;
  const entry = (name: string, body: Buffer, size = body.length) =>
    Buffer.concat([tarHeader(name, size, new Date()), body, tarPadding(size)]);
  async function emptyTarget() {
    const target = await database("sqlite");
    const storage = new LocalDirectoryStorage(path.join(tempDir(), "uploads"));
    return { target, storage };
  }
  async function expectNothingWritten(target: TestDatabase, storage: LocalDirectoryStorage) {
    for (const [table, rows] of Object.entries(await dump(target.db)))
      expect(rows, table).toEqual([]);
    expect(await filesOf(storage)).toEqual({});
  }

  it("refuses an entry larger than it may be at its header, before reading its bytes", async () => {
    const { target, storage } = await emptyTarget();
    const archive = path.join(tempDir(), "claims.tar.gz");
    // An upload of 11 MiB (the largest the site takes is 10), and a table of 30 GiB, claimed.
    writeFileSync(archive, gzipSync(entry("uploads/big.webp", Buffer.alloc(11 * MIB))));
    await expect(restoreBackup({ archive, db: target.db, storage })).rejects.toThrow(
      "uploads/big.webp would be 11 MiB, more than the 10 MiB such an entry may be",
    );
    writeFileSync(
      archive,
      gzipSync(
        Buffer.concat([
          tarHeader("database/posts.jsonl", 30 * 1024 * MIB, new Date()),
          Buffer.alloc(MIB),
        ]),
      ),
    );
    await expect(restoreBackup({ archive, db: target.db, storage })).rejects.toThrow(
      // A small archive may expand to 1 GiB (beyond that, 200 times its size).
      "database/posts.jsonl would be 30720 MiB, more than the 1024 MiB such an entry may be",
    );
    await expectNothingWritten(target, storage);
  });

  it("refuses entries that together pass the limit, and bytes past the end that expand beyond it", async () => {
    const { target, storage } = await emptyTarget();
    const archive = path.join(tempDir(), "many.tar.gz");
    const lines = Buffer.from(`${JSON.stringify({ id: "x" })}\n`.repeat(40_000));
    writeFileSync(
      archive,
      gzipSync(
        Buffer.concat([
          entry("database/posts.jsonl", lines),
          entry("database/inquiries.jsonl", lines),
          entry("database/audit_log.jsonl", lines),
          TAR_END,
        ]),
      ),
    );
    const limits = { maxTotalBytes: 1 * MIB };
    await expect(restoreBackup({ archive, db: target.db, storage, limits })).rejects.toThrow(
      "its entries would take more than 1 MiB (reached at database/audit_log.jsonl)",
    );
    // Nothing but the end marker, and then gigabytes of zeros (here 8 MiB): read only so far.
    writeFileSync(archive, Buffer.concat([gzipSync(TAR_END), gzipSync(Buffer.alloc(8 * MIB))]));
    await expect(restoreBackup({ archive, db: target.db, storage })).rejects.toThrow(
      "it goes on for more than 1 MiB after its end marker",
    );
    await expectNothingWritten(target, storage);
  });

  it("refuses, from the command line, a 20 MB gzip that would expand to 20 GiB, before extracting", async () => {
    // One header claiming 20 GiB of posts, then 20 GiB of zeros as 320 gzip members of 64 MiB
    // each: 20 MB on disk, 1,000 times smaller than what it expands to.
    const zeros = gzipSync(Buffer.alloc(64 * MIB), { level: 9 });
    const first = gzipSync(tarHeader("database/posts.jsonl", 20 * 1024 * MIB, new Date()));
    const archive = path.join(tempDir(), "bomb.tar.gz");
    writeFileSync(archive, Buffer.concat([first, ...Array.from({ length: 320 }, () => zeros)]));
    expect(statSync(archive).size).toBeLessThan(25 * MIB);
    const dataDir = tempDir();
    const run = promisify(execFile);
    const refused = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/restore.ts", archive],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    // 200 times 20 MB is what such an archive may expand to; its first header claims more.
    const allowed = Math.ceil((statSync(archive).size * 200) / MIB);
    expect((refused as { stderr: string }).stderr).toContain(
      `cannot be restored: database/posts.jsonl would be 20480 MiB, more than the ${allowed} MiB such an entry may be. Nothing was extracted or changed`,
    );
    // Nothing in the data directory but what opening the database made.
    expect(readdirSync(dataDir).filter((name) => !name.startsWith("site.db"))).toEqual([]);
  }, 60_000);
});

describe("restoring the admin's credentials", () => {
  const KEY = "the archived site's admin key";
  let archive: string;
  let secret: string;
  beforeAll(async () => {
    const source = await database("sqlite");
    await seedSamplePosts(source.db);
    await setAdminKey(source.db, KEY);
    const session = await createSession(source.db);
    secret = (await beginTwoFactorSetup(source.db))!;
    const codes = await confirmTwoFactorSetup(source.db, {
      code: totpCode(base32Decode(secret)!, new Date()),
      keepSession: hashToken(session.token),
    });
    expect(codes).toHaveLength(10);
    archive = path.join(tempDir(), "site.tar.gz");
    await createBackup({
      db: source.db,
      storage: new LocalDirectoryStorage(path.join(tempDir(), "uploads")),
      file: archive,
    });
  });
  const key = keyFromSecret(process.env.ENCRYPTION_KEY!);
  const target = async () => ({
    database: await database("sqlite"),
    storage: new LocalDirectoryStorage(path.join(tempDir(), "uploads")),
  });

  it("leaves them out unless asked: the target keeps its own key, sessions and all", async () => {
    const fresh = await target();
    const result = await restoreBackup({ archive, db: fresh.database.db, storage: fresh.storage });
    expect(result.adminCredentials).toBe("kept");
    expect(await getKeyHash(fresh.database.db)).toBeUndefined();
    expect(await isTwoFactorOn(fresh.database.db)).toBe(false);

    const running = await target();
    await setAdminKey(running.database.db, "the target's own admin key");
    const hash = await getKeyHash(running.database.db);
    const session = await createSession(running.database.db);
    await restoreBackup({
      archive,
      db: running.database.db,
      storage: running.storage,
      force: true,
    });
    expect(await getKeyHash(running.database.db)).toBe(hash);
    expect(await findSession(running.database.db, session.token)).toBeDefined();
    expect((await listPosts(running.database.db, { pageSize: 10 })).total).toBe(6);
  });

  it("restores them with --with-admin-key, ending the target's sessions", async () => {
    const running = await target();
    await setAdminKey(running.database.db, "the target's own admin key");
    const session = await createSession(running.database.db);
    const result = await restoreBackup({
      archive,
      db: running.database.db,
      storage: running.storage,
      force: true,
      adminCredentials: true,
      encryptionKey: key,
    });
    expect(result.adminCredentials).toBe("restored");
    expect(await checkAdminKey(running.database.db, KEY)).toBe(true);
    expect(await isTwoFactorOn(running.database.db)).toBe(true);
    expect(await findSession(running.database.db, session.token)).toBeUndefined();
  });

  it("refuses them when the target's encryption key cannot open the two-factor secret", async () => {
    const running = await target();
    await setAdminKey(running.database.db, "the target's own admin key");
    const other = keyFromSecret("another site's encryption key, 32 characters");
    for (const encryptionKey of [other, undefined]) {
      await expect(
        restoreBackup({
          archive,
          db: running.database.db,
          storage: running.storage,
          force: true,
          adminCredentials: true,
          encryptionKey,
        }),
      ).rejects.toThrow(
        encryptionKey
          ? `the archive's two-factor secret is encrypted with another key (id ${key.id}; this site's is ${other.id})`
          : `the archive's two-factor secret is encrypted (key id ${key.id}) and this site has no encryption key`,
      );
    }
    expect(await checkAdminKey(running.database.db, "the target's own admin key")).toBe(true);
    expect((await listPosts(running.database.db, { pageSize: 10 })).total).toBe(0);
  });
});
