import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AI_RATE_LIMIT_WINDOW_MS, takeAiRequest } from "@/server/ai/ai-rate-limit";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const start = new Date(Date.UTC(2025, 4, 1, 10, 0, 0));
const at = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabaseKinds)("AI rate limit on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  it("allows the limit per session and window, then says how long to wait", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await takeAiRequest(database.db, "session-a", 3, at(i * 1000))).toEqual({
        allowed: true,
      });
    }
    expect(await takeAiRequest(database.db, "session-a", 3, at(60_000))).toEqual({
      allowed: false,
      retryAfterSeconds: (AI_RATE_LIMIT_WINDOW_MS - 60_000) / 1000,
    });
    // Another session has its own budget; a new window starts afresh.
    expect(await takeAiRequest(database.db, "session-b", 3, at(60_000))).toEqual({
      allowed: true,
    });
    expect(await takeAiRequest(database.db, "session-a", 3, at(AI_RATE_LIMIT_WINDOW_MS))).toEqual({
      allowed: true,
    });
  });

  it("counts concurrent requests exactly", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => takeAiRequest(database.db, "session-c", 5, at(0))),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("drops the counters of closed windows", async () => {
    await takeAiRequest(database.db, "session-d", 5, at(0));
    await takeAiRequest(database.db, "session-e", 5, at(AI_RATE_LIMIT_WINDOW_MS * 2));
    const rows = await database.db.selectFrom("rateLimitBuckets").select("bucket").execute();
    expect(rows.map((row) => row.bucket)).toEqual(["ai:session-e"]);
  });
});
