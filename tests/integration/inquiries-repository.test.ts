import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  countInquiries,
  deleteInquiry,
  getInquiry,
  listInquiries,
  type NewInquiry,
  purgeInquiries,
  setInquiryStatus,
  storeInquiry,
} from "@/server/inquiries/inquiries";
import {
  claimDueDeliveries,
  markDelivered,
  markFailed,
  releaseClaims,
  retryDelivery,
} from "@/server/inquiries/outbox";
import { OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from "@/server/inquiries/outbox-policy";
import { readOrCreateAppSecret } from "@/server/security/app-secrets";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const at = (minutes: number) => new Date(Date.UTC(2025, 4, 1, 9, minutes));
let submissions = 0;

function inquiry(overrides: Partial<NewInquiry> = {}): NewInquiry {
  submissions++;
  return {
    submissionId: `submission-${submissions}`,
    name: "Asha Mehta",
    email: "asha@example.com",
    company: null,
    project: "brand-identity",
    message: "A new identity, please.",
    clientHash: "c".repeat(64),
    userAgent: "Test/1.0",
    referrer: null,
    ...overrides,
  };
}

describe.each(testDatabaseKinds)("inquiries repository on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("stores an inquiry with one pending outbox job per channel", async () => {
    const { id, created } = await storeInquiry(database.db, inquiry({ company: "Mehta" }), {
      channels: ["email", "forward"],
      now: at(0),
    });
    expect(created).toBe(true);
    const stored = await getInquiry(database.db, id);
    expect(stored).toMatchObject({
      id,
      name: "Asha Mehta",
      company: "Mehta",
      project: "brand-identity",
      status: "new",
      handledAt: null,
      createdAt: at(0).toISOString(),
    });
    expect(stored?.deliveries.map((delivery) => [delivery.channel, delivery.status])).toEqual([
      ["email", "pending"],
      ["forward", "pending"],
    ]);
    expect(stored?.deliveries[0]).toMatchObject({
      attempts: 0,
      nextAttemptAt: at(0).toISOString(),
    });
  });

  it("stores an inquiry with no jobs when no channel is configured", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), { channels: [] });
    expect((await getInquiry(database.db, id))?.deliveries).toEqual([]);
  });

  it("stores the same submission once", async () => {
    const input = inquiry();
    const first = await storeInquiry(database.db, input, { channels: ["email"] });
    const again = await storeInquiry(
      database.db,
      { ...input, message: "changed" },
      {
        channels: ["email"],
      },
    );
    expect(again).toEqual({ id: first.id, created: false });
    expect(await countInquiries(database.db)).toBe(1);
    expect((await getInquiry(database.db, first.id))?.deliveries).toHaveLength(1);
  });

  it("lists newest first, in pages, with each inquiry's deliveries", async () => {
    for (const minute of [3, 1, 4, 2]) {
      await storeInquiry(database.db, inquiry({ name: `At ${minute}` }), {
        channels: ["forward"],
        now: at(minute),
      });
    }
    const first = await listInquiries(database.db, { page: 1, pageSize: 3 });
    expect(first.inquiries.map((item) => item.name)).toEqual(["At 4", "At 3", "At 2"]);
    expect(first).toMatchObject({ total: 4, pageCount: 2 });
    expect(first.inquiries.every((item) => item.deliveries.length === 1)).toBe(true);
    const second = await listInquiries(database.db, { page: 2, pageSize: 3 });
    expect(second.inquiries.map((item) => item.name)).toEqual(["At 1"]);
  });

  it("marks an inquiry handled and new again", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), { channels: [] });
    expect(await setInquiryStatus(database.db, id, "handled", { now: at(9) })).toBe(true);
    expect(await getInquiry(database.db, id)).toMatchObject({
      status: "handled",
      handledAt: at(9).toISOString(),
    });
    expect(await countInquiries(database.db, { status: "new" })).toBe(0);
    await setInquiryStatus(database.db, id, "new");
    expect(await getInquiry(database.db, id)).toMatchObject({ status: "new", handledAt: null });
    expect(await setInquiryStatus(database.db, "missing", "handled")).toBe(false);
  });

  it("deletes an inquiry together with its outbox jobs", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["email", "forward"] });
    expect(await deleteInquiry(database.db, id)).toBe(true);
    expect(await getInquiry(database.db, id)).toBeUndefined();
    const jobs = await database.db.selectFrom("inquiryDeliveries").selectAll().execute();
    expect(jobs).toEqual([]);
    expect(await deleteInquiry(database.db, id)).toBe(false);
  });

  it("purges inquiries older than the retention period", async () => {
    await storeInquiry(database.db, inquiry({ name: "Old" }), { channels: ["email"], now: at(0) });
    await storeInquiry(database.db, inquiry({ name: "New" }), { channels: ["email"], now: at(30) });
    expect(await purgeInquiries(database.db, at(10))).toBe(1);
    const { inquiries } = await listInquiries(database.db, { pageSize: 10 });
    expect(inquiries.map((item) => item.name)).toEqual(["New"]);
  });
});

describe.each(testDatabaseKinds)("outbox on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  const claim = (workerId: string, now: Date, limit?: number) =>
    claimDueDeliveries(database.db, {
      workerId,
      channels: ["email", "forward"],
      now,
      ...(limit ? { limit } : {}),
    });

  it("claims due jobs once, counting the attempt, until the lease ends", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["email"], now: at(0) });
    const [job] = await claim("worker-a", at(1));
    expect(job).toMatchObject({ inquiryId: id, channel: "email", attempts: 1 });
    expect(await claim("worker-b", at(1))).toEqual([]);
    // The worker died holding it: once the lease is over another worker takes it.
    const later = new Date(at(1).getTime() + OUTBOX_LEASE_MS + 1);
    const [again] = await claim("worker-b", later);
    expect(again).toMatchObject({ id: job?.id, attempts: 2 });
    // The first worker's late answer no longer counts.
    expect(
      await markDelivered(database.db, { id: job!.id, workerId: "worker-a", now: later }),
    ).toBe(false);
    expect(
      await markDelivered(database.db, { id: job!.id, workerId: "worker-b", now: later }),
    ).toBe(true);
    expect((await getInquiry(database.db, id))?.deliveries[0]).toMatchObject({
      status: "delivered",
      deliveredAt: later.toISOString(),
      lastError: null,
    });
    expect(await claim("worker-c", new Date(later.getTime() + OUTBOX_LEASE_MS * 2))).toEqual([]);
  });

  it("gives back a stopping process's claims at once, and only that process's", async () => {
    await storeInquiry(database.db, inquiry(), { channels: ["email", "forward"], now: at(0) });
    const [mine] = await claim("host:41:a1", at(1), 1);
    const [other] = await claim("host:411:b2", at(1), 1);
    expect(mine && other).toBeTruthy();
    expect(await releaseClaims(database.db, "host:41:")).toBe(1);
    // Another worker takes the job given back now, not after the lease; the other stays held.
    const taken = await claim("host:7:c3", at(1));
    expect(taken.map((job) => job.id)).toEqual([mine?.id]);
    expect(await releaseClaims(database.db, "host:41:")).toBe(0);
  });

  it("claims only the channels asked for, oldest first, up to the limit", async () => {
    for (const minute of [5, 1, 3]) {
      await storeInquiry(database.db, inquiry(), {
        channels: ["email", "forward"],
        now: at(minute),
      });
    }
    const emailOnly = await claimDueDeliveries(database.db, {
      workerId: "w",
      channels: ["email"],
      now: at(10),
      limit: 2,
    });
    expect(emailOnly.map((job) => job.channel)).toEqual(["email", "email"]);
    const rest = await claim("w", at(10));
    expect(rest.map((job) => job.channel).sort()).toEqual([
      "email",
      "forward",
      "forward",
      "forward",
    ]);
  });

  it("leaves jobs that are not due yet", async () => {
    await storeInquiry(database.db, inquiry(), { channels: ["email"], now: at(10) });
    expect(await claim("w", at(9))).toEqual([]);
  });

  it("reschedules a failed attempt with back-off, then gives up after the last attempt", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), {
      channels: ["forward"],
      now: at(0),
    });
    let now = at(0);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      const [job] = await claim("w", now);
      expect(job?.attempts).toBe(attempt);
      const outcome = await markFailed(database.db, {
        id: job!.id,
        workerId: "w",
        now,
        attempts: job!.attempts,
        error: `refused ${attempt}`,
        retryBaseMs: 1000,
      });
      expect(outcome).toBe(attempt < OUTBOX_MAX_ATTEMPTS ? "retry" : "failed");
      const [delivery] = (await getInquiry(database.db, id))!.deliveries;
      expect(delivery?.lastError).toBe(`refused ${attempt}`);
      const next = new Date(delivery!.nextAttemptAt);
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        // Not before the back-off: the job waits.
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect(await claim("w", now)).toEqual([]);
      }
      now = next;
    }
    const [failed] = (await getInquiry(database.db, id))!.deliveries;
    expect(failed).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
    expect(await claim("w", new Date(now.getTime() + 86_400_000))).toEqual([]);

    // The operator asks for another try: a fresh series, due at once.
    expect(
      await retryDelivery(database.db, { inquiryId: id, deliveryId: failed!.id, now: at(59) }),
    ).toBe(true);
    const [retried] = await claim("w", at(59));
    expect(retried).toMatchObject({ id: failed!.id, attempts: 1 });
  });

  it("does not put a delivered job back in line", async () => {
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["email"], now: at(0) });
    const [job] = await claim("w", at(0));
    await markDelivered(database.db, { id: job!.id, workerId: "w", now: at(0) });
    expect(await retryDelivery(database.db, { inquiryId: id, deliveryId: job!.id })).toBe(false);
    expect(await retryDelivery(database.db, { inquiryId: "other", deliveryId: job!.id })).toBe(
      false,
    );
  });

  it("hands every job to exactly one of two concurrent workers", async () => {
    for (let n = 0; n < 30; n++) {
      await storeInquiry(database.db, inquiry(), { channels: ["email", "forward"], now: at(0) });
    }
    const other = database.connectAgain();
    const seen: string[] = [];
    const work = async (db: typeof database.db, workerId: string) => {
      for (;;) {
        const jobs = await claimDueDeliveries(db, {
          workerId,
          channels: ["email", "forward"],
          now: at(1),
          limit: 4,
        });
        if (jobs.length === 0) return;
        seen.push(...jobs.map((job) => job.id));
      }
    };
    await Promise.all([work(database.db, "a"), work(other, "b")]);
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });
});

describe.each(testDatabaseKinds)("application secrets on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("generates an application secret once and keeps it", async () => {
    const first = await readOrCreateAppSecret(database.db, "form");
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await readOrCreateAppSecret(database.db, "form")).toBe(first);
    expect(await readOrCreateAppSecret(database.db, "other")).not.toBe(first);
  });
});
