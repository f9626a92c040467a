import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  deleteDocument,
  type DocumentWrite,
  getRevision,
  listDocuments,
  listRevisions,
  readDocument,
  writeDocument,
} from "@/server/content/documents";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

/* The one mechanism behind the site's editable content and its history (docs/decisions/0035). */

const shipped = { phone: "+91 00000 00000" };
const at = (second: number) => new Date(Date.UTC(2026, 0, 5, 10, 0, second));
const saved = (expectedVersion: string, second: number, keep = 50): DocumentWrite => ({
  expectedVersion,
  origin: "saved",
  sessionRef: "0a1b2c3d4e5f",
  shipped,
  keep,
  now: at(second),
});

describe.each(testDatabaseKinds)("content documents on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("reads nothing until the first save, which keeps the shipped version as revision 1", async () => {
    const { db } = database;
    expect(await readDocument(db, "settings")).toBeNull();
    const first = await writeDocument(db, "settings", { phone: "+91 1" }, saved("shipped", 1));
    expect(first.status).toBe("saved");
    expect(await readDocument(db, "settings")).toMatchObject({ data: { phone: "+91 1" } });
    const history = await listRevisions(db, "settings");
    expect(history.map(({ number, origin }) => ({ number, origin }))).toEqual([
      { number: 2, origin: "saved" },
      { number: 1, origin: "shipped" },
    ]);
    expect(history[0]).toMatchObject({
      sessionRef: "0a1b2c3d4e5f",
      createdAt: at(1).toISOString(),
    });
    expect((await getRevision(db, "settings", history[1]!.id))?.data).toEqual(shipped);
    // Another document's revision is not this one's.
    expect(await getRevision(db, "elsewhere", history[1]!.id)).toBeNull();
  });

  it("refuses a save made from a version that is no longer current, and keeps no revision", async () => {
    const { db } = database;
    const first = await writeDocument(db, "settings", { phone: "1" }, saved("shipped", 1));
    if (first.status !== "saved") throw new Error(first.status);
    expect(await writeDocument(db, "settings", { phone: "2" }, saved("shipped", 2))).toEqual({
      status: "stale",
    });
    const second = await writeDocument(db, "settings", { phone: "3" }, saved(first.version, 3));
    expect(second.status).toBe("saved");
    expect(await writeDocument(db, "settings", { phone: "4" }, saved(first.version, 4))).toEqual({
      status: "stale",
    });
    expect(await readDocument(db, "settings")).toMatchObject({ data: { phone: "3" } });
    expect(await listRevisions(db, "settings")).toHaveLength(3);
  });

  it("keeps the newest revisions only, and deletes a document with its history", async () => {
    const { db } = database;
    let version = "shipped";
    for (let second = 1; second <= 5; second++) {
      const result = await writeDocument(db, "page:x", { n: second }, saved(version, second, 3));
      if (result.status !== "saved") throw new Error(result.status);
      version = result.version;
    }
    expect((await listRevisions(db, "page:x")).map((revision) => revision.number)).toEqual([
      6, 5, 4,
    ]);
    await writeDocument(db, "page:y", { n: 1 }, saved("shipped", 1));
    expect((await listDocuments(db, "page:")).map((document) => document.key)).toEqual([
      "page:x",
      "page:y",
    ]);
    expect(await deleteDocument(db, "page:x")).toBe(true);
    expect(await listRevisions(db, "page:x")).toEqual([]);
    expect(await deleteDocument(db, "page:x")).toBe(false);
  });
});
