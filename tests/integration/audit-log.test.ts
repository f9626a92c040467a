import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_POST_FORM, type SavePostRequest } from "@/lib/blog/post-form";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import { listAuditEntries, recordAuditEntry } from "@/server/audit/audit-log";
import { purgeExpiredAuditEntries } from "@/server/audit/retention";
import { getPost } from "@/server/blog/posts";
import { listRevisions } from "@/server/blog/revisions";
import { setAdminKey } from "@/server/auth/admin-key";
import { SIGN_IN_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS } from "@/server/auth/auth-constants";
import { hitBucket } from "@/server/auth/rate-limit";
import { createSession } from "@/server/auth/session-store";
import type { Db } from "@/server/db/connect";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { PRODUCTION_SERVER_VARIABLE } from "@/server/production-server";
import { storeInquiry } from "@/server/inquiries/inquiries";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";
import { requestCookies, requestHeaders, useDatabase } from "../support/admin-request";

/*
 * The audit log (docs/decisions/0025): what each admin action writes, with its time and the
 * client address the production server decided (here the request header it writes, as
 * main.ts does), never a secret; newest first, by kind, in pages; kept for the retention period.
 */

let currentDb: Db;
vi.mock("next/headers", async () => (await import("../support/admin-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../support/admin-request")).nextCache);
// after() needs a Next.js request; the work it schedules (purging replayed pages) is not under test.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: vi.fn(),
}));
vi.mock(
  "@/server/db/database",
  async () => (await import("../support/admin-request")).databaseModule,
);

const { SESSION_COOKIE } = await import("@/server/auth/session");
const { signIn, signOut } = await import("@/server/auth/actions");
const { savePost, deletePost } = await import("@/server/blog/actions");
const { restorePostRevision } = await import("@/server/blog/actions");
const { deleteInquiry, retryInquiryDelivery } = await import("@/server/inquiries/actions");
const { GET: exportInquiries } = await import("@/app/api/admin/inquiries/export/route");

const KEY = "the audit test's admin key";
const ADDRESS = "203.0.113.9";
process.env[PRODUCTION_SERVER_VARIABLE] = "1";
const setClientAddress = (address: string) => requestHeaders.set(CLIENT_ADDRESS_HEADER, address);
setClientAddress(ADDRESS);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const ignoreRedirect = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (!String((error as { digest?: string }).digest).startsWith("NEXT_REDIRECT")) throw error;
  }
};
const save = (
  values: Partial<SavePostRequest["values"]>,
  id: string | null = null,
  version: string | null = null,
) =>
  savePost({
    id,
    version,
    values: {
      ...EMPTY_POST_FORM,
      category: "Audit",
      content: "<p>Audited.</p>",
      // Within the quality gate's limits (docs/decisions/0028): publishing asks nothing.
      excerpt: "An audited post, with an excerpt of a length the gate accepts.",
      ...values,
    },
  });

describe.each(testDatabaseKinds)("the audit log on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    currentDb = database.db;
    useDatabase(currentDb);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(currentDb);
    requestCookies.clear();
    setClientAddress(ADDRESS);
  });
  const entries = async () =>
    (await listAuditEntries(currentDb, { pageSize: 100 })).entries
      .reverse()
      .map(({ kind, subject, detail, clientAddress }) => ({
        kind,
        subject,
        detail,
        clientAddress,
      }));

  it("records sign-ins (succeeded, failed, limited), sign-outs and key changes, without secrets", async () => {
    await setAdminKey(currentDb, KEY);
    await signIn({ status: "idle" }, form({ key: "not the key at all" }));
    await ignoreRedirect(signIn({ status: "idle" }, form({ key: KEY })));
    const token = requestCookies.get(SESSION_COOKIE)!;
    await ignoreRedirect(signOut());
    setClientAddress("198.51.100.7");
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      await signIn({ status: "idle" }, form({ key: `wrong key number ${i}` }));
    }
    expect(await entries()).toEqual([
      {
        kind: "key.rotated",
        subject: null,
        detail: "by npm run admin:set-key",
        clientAddress: null,
      },
      { kind: "sign-in.failed", subject: null, detail: "wrong secret key", clientAddress: ADDRESS },
      {
        kind: "sign-in.succeeded",
        subject: null,
        detail: "with the secret key",
        clientAddress: ADDRESS,
      },
      { kind: "sign-out", subject: null, detail: null, clientAddress: ADDRESS },
      ...Array.from({ length: SIGN_IN_FAILURES_PER_ADDRESS }, () => ({
        kind: "sign-in.failed",
        subject: null,
        detail: "wrong secret key",
        clientAddress: "198.51.100.7",
      })),
      {
        kind: "sign-in.limited",
        subject: null,
        detail: "at the secret key",
        clientAddress: "198.51.100.7",
      },
    ]);
    const rows = JSON.stringify(await currentDb.selectFrom("auditLog").selectAll().execute());
    for (const secret of [KEY, "not the key at all", "wrong key number", token]) {
      expect(rows).not.toContain(secret);
    }
  });

  it("records posts created, updated, scheduled, published and deleted", async () => {
    requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
    const created = await save({ title: "Audited post", status: "draft" });
    if (created.status !== "saved") throw new Error(`not saved: ${JSON.stringify(created)}`);
    const id = created.id;
    const version = async () =>
      (await getPost(currentDb, id, { visibility: "all" }))?.updatedAt ?? null;
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await save(
      { title: "Audited post", status: "published", publishAt: later },
      id,
      await version(),
    );
    await save({ title: "Audited post", status: "published" }, id, await version());
    await deletePost({ status: "idle" }, form({ id, via: "dialog" }));
    const subject = `Audited post (${id})`;
    expect(await entries()).toEqual([
      { kind: "post.created", subject, detail: null, clientAddress: ADDRESS },
      { kind: "post.updated", subject, detail: null, clientAddress: ADDRESS },
      {
        kind: "post.scheduled",
        subject,
        detail: `for ${formatScheduleTime(later)}`,
        clientAddress: ADDRESS,
      },
      { kind: "post.updated", subject, detail: null, clientAddress: ADDRESS },
      { kind: "post.published", subject, detail: null, clientAddress: ADDRESS },
      { kind: "post.deleted", subject, detail: null, clientAddress: ADDRESS },
    ]);
  });

  it("records a restored revision, by its number and time", async () => {
    requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
    const created = await save({ title: "First title", status: "draft" });
    if (created.status !== "saved") throw new Error(`not saved: ${JSON.stringify(created)}`);
    const id = created.id;
    const version = async () =>
      (await getPost(currentDb, id, { visibility: "all" }))?.updatedAt ?? "";
    await save({ title: "Second title", status: "draft" }, id, await version());
    const [, first] = await listRevisions(currentDb, id);
    const restored = await restorePostRevision(id, first!.id, await version());
    expect(restored.status).toBe("saved");
    expect((await entries()).at(-1)).toEqual({
      kind: "post.restored",
      subject: `First title (${id})`,
      detail: `revision 1 of ${formatScheduleTime(first!.createdAt)}`,
      clientAddress: ADDRESS,
    });
  });

  it("records inquiries exported, retried and deleted, by id only", async () => {
    requestCookies.set(SESSION_COOKIE, (await createSession(currentDb)).token);
    const inquiry = await storeInquiry(
      currentDb,
      {
        submissionId: `audit-${Math.random()}`,
        name: "Audited Visitor",
        email: "audited@example.com",
        company: null,
        project: null,
        message: "Hello.",
        clientHash: null,
        userAgent: null,
        referrer: null,
      },
      { channels: ["email"] },
    );
    const delivery = await currentDb
      .updateTable("inquiryDeliveries")
      .set({ status: "failed", attempts: 10 })
      .where("inquiryId", "=", inquiry.id)
      .returning("id")
      .executeTakeFirstOrThrow();
    await (await exportInquiries()).text();
    await retryInquiryDelivery(inquiry.id, delivery.id);
    await deleteInquiry(inquiry.id);
    expect(await entries()).toEqual([
      {
        kind: "inquiry.exported",
        subject: null,
        detail: "CSV of the inbox",
        clientAddress: ADDRESS,
      },
      {
        kind: "inquiry.retried",
        subject: inquiry.id,
        detail: `delivery ${delivery.id}`,
        clientAddress: ADDRESS,
      },
      { kind: "inquiry.deleted", subject: inquiry.id, detail: null, clientAddress: ADDRESS },
    ]);
    expect(JSON.stringify(await entries())).not.toContain("Audited Visitor");
  });

  it("counts refused sign-ins in one entry per address and window, however many come", async () => {
    await setAdminKey(currentDb, KEY);
    const start = new Date(Date.UTC(2026, 1, 2, 9));
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      /** Five failures already (as wrong keys would count them), then `times` more attempts. */
      const flood = async (from: string, times: number) => {
        for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++)
          await hitBucket(currentDb, `sign-in:address:${from}`, SIGN_IN_WINDOW_MS);
        setClientAddress(from);
        for (let sent = 0; sent < times; sent += 50) {
          const answers = await Promise.all(
            Array.from({ length: Math.min(50, times - sent) }, () =>
              signIn({ status: "idle" }, form({ key: "a wrong key, again and again" })),
            ),
          );
          for (const answer of answers)
            expect(answer).toEqual({
              status: "error",
              message: "Too many attempts. Try again in 15 minutes.",
            });
        }
      };
      const limited = async () =>
        (await listAuditEntries(currentDb, { pageSize: 100, kind: "sign-in.limited" })).entries;

      await flood("192.0.2.1", 1000);
      for (let n = 2; n <= 6; n++) await flood(`192.0.2.${n}`, 100);
      const entries = await limited();
      expect(entries.map((entry) => [entry.clientAddress, entry.occurrences])).toEqual([
        ["192.0.2.6", 100],
        ["192.0.2.5", 100],
        ["192.0.2.4", 100],
        ["192.0.2.3", 100],
        ["192.0.2.2", 100],
        ["192.0.2.1", 1000],
      ]);
      expect(entries[5]).toMatchObject({
        detail: "at the secret key",
        createdAt: start.toISOString(),
        lastAt: start.toISOString(),
      });
      expect((await listAuditEntries(currentDb, { pageSize: 1 })).total).toBe(7);

      // The next window is a new entry; the closed one keeps its count and its last time.
      const later = new Date(start.getTime() + SIGN_IN_WINDOW_MS + 1000);
      vi.setSystemTime(later);
      await flood("192.0.2.1", 3);
      const [next, ...earlier] = await limited();
      expect(next).toMatchObject({ clientAddress: "192.0.2.1", occurrences: 3 });
      expect(next?.createdAt).toBe(later.toISOString());
      expect(earlier).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts a repeated entry once per event from several connections at once", async () => {
    const others = [database.connectAgain(), database.connectAgain()];
    const now = new Date(Date.UTC(2026, 1, 3, 10));
    const record = {
      kind: "sign-in.limited" as const,
      detail: "at the secret key",
      clientAddress: "198.51.100.20",
      repeatKey: "sign-in.limited:198.51.100.20:2026-02-03T10:15:00.000Z",
    };
    const counts = await Promise.all(
      [currentDb, ...others].flatMap((db) =>
        Array.from({ length: 100 }, () => recordAuditEntry(db, record, now)),
      ),
    );
    expect(counts.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 300 }, (_, index) => index + 1),
    );
    const { entries, total } = await listAuditEntries(currentDb, { pageSize: 10 });
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({ occurrences: 300, clientAddress: "198.51.100.20" });
  });

  it("lists newest first, by kind, in pages, and forgets entries past the retention period", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    for (let n = 1; n <= 5; n++) {
      await recordAuditEntry(
        currentDb,
        { kind: n % 2 ? "sign-out" : "post.created", subject: `day ${n}` },
        day(n),
      );
    }
    const page = await listAuditEntries(currentDb, { pageSize: 2, page: 2 });
    expect(page).toMatchObject({ total: 5, pageCount: 3, page: 2 });
    expect(page.entries.map((entry) => entry.subject)).toEqual(["day 3", "day 2"]);
    const signOuts = await listAuditEntries(currentDb, { pageSize: 10, kind: "sign-out" });
    expect(signOuts.entries.map((entry) => entry.subject)).toEqual(["day 5", "day 3", "day 1"]);

    expect(await purgeExpiredAuditEntries(currentDb, { retentionDays: 2, now: day(5) })).toBe(2);
    const left = await listAuditEntries(currentDb, { pageSize: 10 });
    expect(left.entries.map((entry) => entry.subject)).toEqual(["day 5", "day 4", "day 3"]);
  });
});
