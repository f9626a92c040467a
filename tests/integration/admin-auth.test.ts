import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkAdminKey, ensureAdminKey, getKeyHash, setAdminKey } from "@/server/auth/admin-key";
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGN_IN_FAILURES_GLOBAL,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "@/server/auth/auth-constants";
import { isKnownBrowser } from "@/server/auth/known-browser";
import { hitBucket } from "@/server/auth/rate-limit";
import {
  createSession,
  findSession,
  hashToken,
  purgeEndedSessions,
} from "@/server/auth/session-store";
import {
  attemptSignIn,
  clearSignInLimits,
  type SignInResult,
  tooManyAttemptsMessage,
} from "@/server/auth/sign-in";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const KEY = "correct horse battery staple";
const at = (ms: number) => new Date(Date.UTC(2025, 2, 1) + ms);
const MINUTE = 60_000;

describe.each(testDatabaseKinds)("admin authentication on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const sessionCount = async () =>
    Number(
      (
        await db()
          .selectFrom("adminSessions")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));

  describe("the key", () => {
    it("is stored only as a hash and checked against it", async () => {
      await setAdminKey(db(), KEY);
      const stored = await getKeyHash(db());
      expect(stored).toMatch(/^scrypt\$/);
      expect(stored).not.toContain(KEY);
      expect(await checkAdminKey(db(), KEY)).toBe(true);
      expect(await checkAdminKey(db(), "wrong key, long enough")).toBe(false);
    });

    it("refuses every key while none is set", async () => {
      expect(await checkAdminKey(db(), KEY)).toBe(false);
    });

    it("ends every session when it is rotated", async () => {
      await setAdminKey(db(), KEY);
      const { token } = await createSession(db());
      await createSession(db());
      await setAdminKey(db(), "another key entirely, rotated");
      expect(await sessionCount()).toBe(0);
      expect(await findSession(db(), token)).toBeUndefined();
      expect(await checkAdminKey(db(), KEY)).toBe(false);
    });

    it("at start: generates one key for a fresh install, once", async () => {
      const first = await ensureAdminKey(db(), undefined);
      expect(first.status).toBe("generated");
      const key = first.status === "generated" ? first.key : "";
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await checkAdminKey(db(), key)).toBe(true);
      expect(await ensureAdminKey(db(), undefined)).toEqual({ status: "unchanged" });
      expect(await checkAdminKey(db(), key)).toBe(true);
    });

    it("at start: applies ADMIN_SECRET_KEY, ending sessions only when it changed", async () => {
      expect(await ensureAdminKey(db(), KEY)).toEqual({ status: "set-from-env" });
      await createSession(db());
      expect(await ensureAdminKey(db(), KEY)).toEqual({ status: "unchanged" });
      expect(await sessionCount()).toBe(1);
      expect(await ensureAdminKey(db(), "the operator changed it")).toEqual({
        status: "set-from-env",
      });
      expect(await sessionCount()).toBe(0);
      expect(await checkAdminKey(db(), "the operator changed it")).toBe(true);
    });
  });

  describe("sessions", () => {
    it("store the token's SHA-256, never the token", async () => {
      const { token, expiresAt } = await createSession(db(), at(0));
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toEqual(at(SESSION_ABSOLUTE_TTL_MS));
      const rows = await db().selectFrom("adminSessions").selectAll().execute();
      expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("are found by their token only", async () => {
      const { token } = await createSession(db(), at(0));
      expect(await findSession(db(), token, at(MINUTE))).toMatchObject({
        expiresAt: at(SESSION_ABSOLUTE_TTL_MS),
      });
      for (const forged of [
        "",
        "x".repeat(43),
        `${token.slice(0, -1)}A`,
        hashToken(token),
        `${token}=`,
      ]) {
        if (forged === token) continue;
        expect(await findSession(db(), forged, at(MINUTE))).toBeUndefined();
      }
    });

    it("end after 24 hours idle, and stay alive while used", async () => {
      const { token } = await createSession(db(), at(0));
      // Used every 20 hours: never idle for a day, so still valid after three days.
      for (let hours = 20; hours <= 80; hours += 20) {
        expect(await findSession(db(), token, at(hours * 60 * MINUTE))).toBeDefined();
      }
      expect(
        await findSession(db(), token, at(80 * 60 * MINUTE + SESSION_IDLE_TTL_MS)),
      ).toBeUndefined();
      expect(await sessionCount()).toBe(0);
    });

    it("write their last-seen time at most every few minutes", async () => {
      const { token } = await createSession(db(), at(0));
      await findSession(db(), token, at(SESSION_TOUCH_INTERVAL_MS - 1));
      const untouched = await db()
        .selectFrom("adminSessions")
        .select("lastSeenAt")
        .executeTakeFirstOrThrow();
      expect(new Date(untouched.lastSeenAt)).toEqual(at(0));
      await findSession(db(), token, at(SESSION_TOUCH_INTERVAL_MS));
      const touched = await db()
        .selectFrom("adminSessions")
        .select("lastSeenAt")
        .executeTakeFirstOrThrow();
      expect(new Date(touched.lastSeenAt)).toEqual(at(SESSION_TOUCH_INTERVAL_MS));
    });

    it("end 7 days after sign-in however active", async () => {
      const { token } = await createSession(db(), at(0));
      const hour = 60 * MINUTE;
      let now = 0;
      while (now + hour < SESSION_ABSOLUTE_TTL_MS) {
        now += 12 * hour;
        if (now < SESSION_ABSOLUTE_TTL_MS)
          expect(await findSession(db(), token, at(now))).toBeDefined();
      }
      expect(await findSession(db(), token, at(SESSION_ABSOLUTE_TTL_MS))).toBeUndefined();
    });

    it("are purged once ended", async () => {
      await createSession(db(), at(0));
      const { token } = await createSession(db(), at(SESSION_IDLE_TTL_MS));
      expect(await purgeEndedSessions(db(), at(SESSION_IDLE_TTL_MS + MINUTE))).toBe(1);
      expect(await findSession(db(), token, at(SESSION_IDLE_TTL_MS + MINUTE))).toBeDefined();
    });
  });

  describe("sign-in", () => {
    beforeEach(() => setAdminKey(db(), KEY));

    it("starts a session with the right key and refuses a wrong one", async () => {
      const ok = await attemptSignIn(db(), { key: KEY, address: "203.0.113.1", now: at(0) });
      expect(ok.status).toBe("signed-in");
      if (ok.status === "signed-in")
        expect(await findSession(db(), ok.token, at(MINUTE))).toBeDefined();
      expect(
        await attemptSignIn(db(), { key: "nope", address: "203.0.113.1", now: at(0) }),
      ).toEqual({
        status: "invalid",
      });
      expect(await attemptSignIn(db(), { key: "", address: "203.0.113.1", now: at(0) })).toEqual({
        status: "invalid",
      });
    });

    it("allows five failures per address in 15 minutes, then refuses even the right key", async () => {
      const address = "203.0.113.2";
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
        expect(
          (await attemptSignIn(db(), { key: `wrong ${i}`, address, now: at(i * MINUTE) })).status,
        ).toBe("invalid");
      }
      const limited = await attemptSignIn(db(), { key: KEY, address, now: at(6 * MINUTE) });
      expect(limited).toEqual({ status: "limited", retryAt: at(SIGN_IN_WINDOW_MS) });
      // Other addresses are unaffected.
      expect(
        (await attemptSignIn(db(), { key: KEY, address: "203.0.113.3", now: at(6 * MINUTE) }))
          .status,
      ).toBe("signed-in");
      // When the window has passed, the address may try again.
      expect(
        (await attemptSignIn(db(), { key: KEY, address, now: at(SIGN_IN_WINDOW_MS) })).status,
      ).toBe("signed-in");
    });

    it("forgives an address its failures when it signs in", async () => {
      const address = "203.0.113.4";
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS - 1; i += 1) {
        await attemptSignIn(db(), { key: "wrong", address, now: at(0) });
      }
      expect((await attemptSignIn(db(), { key: KEY, address, now: at(0) })).status).toBe(
        "signed-in",
      );
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
        expect((await attemptSignIn(db(), { key: "wrong", address, now: at(MINUTE) })).status).toBe(
          "invalid",
        );
      }
    });

    it("has a ceiling for all addresses together", async () => {
      // Fill the global window directly (hashing a hundred keys would only slow the test).
      for (let i = 0; i < SIGN_IN_FAILURES_GLOBAL; i += 1)
        await hitBucket(db(), "sign-in:all", SIGN_IN_WINDOW_MS, at(0));
      expect(
        await attemptSignIn(db(), { key: KEY, address: "198.51.100.9", now: at(MINUTE) }),
      ).toEqual({
        status: "limited",
        retryAt: at(SIGN_IN_WINDOW_MS),
      });
    });

    /** Signs in from `address` and returns the known-browser cookie value it was given. */
    const knownBrowserOf = async (address: string, now: Date) => {
      const result = await attemptSignIn(db(), { key: KEY, address, now });
      if (result.status !== "signed-in") throw new Error(`not signed in: ${result.status}`);
      return result.knownBrowser;
    };
    /** 20 addresses, 5 failures each: the ceiling for all addresses together. */
    const floodFailures = async (now: Date) => {
      for (let a = 1; a <= 20; a += 1) {
        for (let i = 0; i < 5; i += 1) {
          // An empty key counts as a failure without hashing, as a flood's would.
          const result = await attemptSignIn(db(), { key: "", address: `192.0.2.${a}`, now });
          expect(result.status).toBe("invalid");
        }
      }
    };

    it("gives a browser that signed in a known-browser cookie, valid for 400 days", async () => {
      const { value, expiresAt } = await knownBrowserOf("203.0.113.20", at(0));
      expect(value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toEqual(at(400 * 24 * 60 * MINUTE));
      expect(
        JSON.stringify(await db().selectFrom("adminSessions").selectAll().execute()),
      ).not.toContain(value);
    });

    it("lets a known browser in past the ceiling for all addresses; a stranger waits", async () => {
      const known = await knownBrowserOf("203.0.113.21", at(0));
      await floodFailures(at(MINUTE));
      // The ceiling holds: a stranger with the right key, from a fresh address, is refused.
      expect(
        await attemptSignIn(db(), { key: KEY, address: "198.51.100.30", now: at(2 * MINUTE) }),
      ).toEqual({ status: "limited", retryAt: at(15 * MINUTE) }); // the window opened at sign-in
      // The operator's browser, from wherever it is now, still gets in.
      const again: SignInResult = await attemptSignIn(db(), {
        key: KEY,
        address: "198.51.100.31",
        knownBrowser: known.value,
        now: at(3 * MINUTE),
      });
      expect(again.status).toBe("signed-in");
      // ...and renews its cookie.
      if (again.status === "signed-in")
        expect(again.knownBrowser.expiresAt).toEqual(at(3 * MINUTE + 400 * 24 * 60 * MINUTE));
      // A wrong key from it is just wrong, not refused for the ceiling.
      expect(
        await attemptSignIn(db(), {
          key: "a wrong key from the known browser",
          address: "198.51.100.31",
          knownBrowser: known.value,
          now: at(4 * MINUTE),
        }),
      ).toEqual({ status: "invalid" });
    });

    it("still holds a known browser to its own address's five failures", async () => {
      const known = await knownBrowserOf("203.0.113.22", at(0));
      const address = "198.51.100.40";
      for (let i = 0; i < 5; i += 1) {
        await attemptSignIn(db(), {
          key: "", // a failure without hashing
          address,
          knownBrowser: known.value,
          now: at(MINUTE),
        });
      }
      expect(
        await attemptSignIn(db(), {
          key: KEY,
          address,
          knownBrowser: known.value,
          now: at(MINUTE),
        }),
      ).toEqual({ status: "limited", retryAt: at(MINUTE + 15 * MINUTE) });
    });

    it("counts a forged, expired or pre-rotation cookie for nothing", async () => {
      const known = await knownBrowserOf("203.0.113.23", at(0));
      await floodFailures(at(MINUTE));
      const [expiry = "", mac = ""] = known.value.split(".");
      const tampered = [
        `${Number(expiry) + 1}.${mac}`,
        `${expiry}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`,
        `${expiry}.`,
        "garbage",
      ];
      for (const value of tampered) {
        expect(
          (
            await attemptSignIn(db(), {
              key: KEY,
              address: "198.51.100.50",
              knownBrowser: value,
              now: at(2 * MINUTE),
            })
          ).status,
        ).toBe("limited");
      }
      // Expired: 400 days after it was issued.
      expect(
        isKnownBrowser(
          (await db().selectFrom("adminSecret").select("keyHash").executeTakeFirstOrThrow())
            .keyHash,
          known.value,
          at(400 * 24 * 60 * MINUTE),
        ),
      ).toBe(false);
      // A rotated key makes every known-browser cookie worthless.
      await setAdminKey(db(), "a new key after a leak, long enough");
      expect(
        (
          await attemptSignIn(db(), {
            key: "a new key after a leak, long enough",
            address: "198.51.100.51",
            knownBrowser: known.value,
            now: at(3 * MINUTE),
          })
        ).status,
      ).toBe("limited");
    });

    it("opens sign-in again for everyone when the limits are cleared (admin:unlock)", async () => {
      await floodFailures(at(0));
      expect(
        (await attemptSignIn(db(), { key: KEY, address: "192.0.2.1", now: at(MINUTE) })).status,
      ).toBe("limited");
      expect(await clearSignInLimits(db(), "by a test")).toBe(21);
      expect(
        (await attemptSignIn(db(), { key: KEY, address: "192.0.2.1", now: at(MINUTE) })).status,
      ).toBe("signed-in");
    });

    it("never lets parallel guesses past the limit", async () => {
      const other = database.connectAgain();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          attemptSignIn(i % 2 ? other : db(), {
            key: `wrong ${i}`,
            address: "192.0.2.50",
            now: at(0),
          }),
        ),
      );
      expect(results.filter((result) => result.status === "invalid")).toHaveLength(
        SIGN_IN_FAILURES_PER_ADDRESS,
      );
      expect(results.filter((result) => result.status === "limited")).toHaveLength(
        12 - SIGN_IN_FAILURES_PER_ADDRESS,
      );
    });
  });
});

describe("tooManyAttemptsMessage", () => {
  it("states the wait in whole minutes, rounded up", () => {
    expect(tooManyAttemptsMessage(at(14 * MINUTE + 1), at(0))).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    expect(tooManyAttemptsMessage(at(20_000), at(0))).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
    expect(tooManyAttemptsMessage(at(0), at(5))).toBe("Too many attempts. Try again in 1 minute.");
  });
});
