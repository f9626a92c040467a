import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getKeyHash, setAdminKey } from "@/server/auth/admin-key";
import { issueKnownBrowser } from "@/server/auth/known-browser";
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_TTL_MS,
  SIGN_IN_FAILURES_GLOBAL,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "@/server/auth/auth-constants";
import { hitBucket } from "@/server/auth/rate-limit";
import { createSession, findSession, hashToken } from "@/server/auth/session-store";
import { createChallenge } from "@/server/auth/sign-in-challenges";
import {
  attemptSecondFactor,
  attemptSignIn,
  type SecondFactorMethod,
  turnOffTwoFactor,
} from "@/server/auth/sign-in";
import { base32Decode, hotp, totpStep } from "@/server/auth/totp";
import {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  getTwoFactorStatus,
  isTwoFactorOn,
  removeTwoFactor,
  replaceRecoveryCodes,
  resetTwoFactor,
  sealStoredTwoFactorSecret,
  TOTP_SECRET_PURPOSE,
} from "@/server/auth/two-factor";
import { applicationTables, readTable } from "@/server/backup/tables";
import { keyFromSecret } from "@/server/security/encryption-key";
import { seal } from "@/server/security/secret-box";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

const KEY = "correct horse battery staple";
const START = Date.UTC(2025, 2, 1);
const at = (ms: number) => new Date(START + ms);
const SECOND = 1000;
const MINUTE = 60_000;
/** The 30-second TOTP step, as RFC 6238 and every authenticator app count it. */
const STEP_MS = 30 * SECOND;

describe.each(testDatabaseKinds)("admin two-factor sign-in on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const count = async (table: "adminSessions" | "adminSignInChallenges") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The app's code at a moment (or a number of steps after it). */
  const codeAt = (secret: string, when: Date, steps = 0) =>
    hotp(base32Decode(secret)!, totpStep(when) + steps);

  /** Turns two-factor sign-in on at `when`, as the security page does; returns what the app and the operator hold. */
  async function enrol(when: Date = at(0)) {
    const { token } = await createSession(db(), when);
    const secret = (await beginTwoFactorSetup(db(), when))!;
    const codes = await confirmTwoFactorSetup(db(), {
      code: codeAt(secret, when),
      keepSession: hashToken(token),
      now: when,
    });
    return { secret, codes: codes!, sessionToken: token };
  }

  /**
   * The second step of a sign-in, against a challenge made directly (the key's own check is
   * tested apart: its slow hash would only slow these tests down).
   */
  async function signInWith(
    method: SecondFactorMethod,
    code: string,
    { address = "203.0.113.1", now = at(MINUTE) }: { address?: string; now?: Date } = {},
  ) {
    const { token } = await createChallenge(db(), now);
    return attemptSecondFactor(db(), { challenge: token, method, code, address, now });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(database.db);
    await setAdminKey(db(), KEY);
  });

  describe("enrolment", () => {
    it("is in force only once the app's first code confirms it", async () => {
      const secret = (await beginTwoFactorSetup(db(), at(0)))!;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await getTwoFactorStatus(db())).toEqual({ state: "pending", secret });
      expect(await isTwoFactorOn(db())).toBe(false);
      // Until confirmed, the key alone still signs in.
      expect((await attemptSignIn(db(), { key: KEY, address: "x", now: at(0) })).status).toBe(
        "signed-in",
      );

      const keep = hashToken((await createSession(db(), at(0))).token);
      const wrong = String((Number(codeAt(secret, at(0))) + 1) % 1_000_000).padStart(6, "0");
      expect(
        await confirmTwoFactorSetup(db(), { code: wrong, keepSession: keep, now: at(0) }),
      ).toBe(undefined);
      expect(await isTwoFactorOn(db())).toBe(false);

      const codes = await confirmTwoFactorSetup(db(), {
        code: codeAt(secret, at(0)),
        keepSession: keep,
        now: at(0),
      });
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(RECOVERY_CODE_COUNT).toBe(10);
      for (const code of codes!) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      expect(new Set(codes).size).toBe(10);
      expect(await getTwoFactorStatus(db())).toEqual({
        state: "on",
        enabledAt: at(0),
        recoveryCodesLeft: 10,
      });
    });

    it("stores the secret encrypted, with a key that is not in the database", async () => {
      const { secret } = await enrol();
      const row = await db()
        .selectFrom("adminTwoFactor")
        .select("secret")
        .executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v1:[0-9a-f]{16}:[A-Za-z0-9_-]+$/);
      // Nowhere in the database: not the secret, not the key that sealed it.
      const everything: Record<string, unknown[]> = {};
      for (const table of await applicationTables(db()))
        for await (const line of readTable(db(), table)) (everything[table] ??= []).push(line);
      const text = JSON.stringify(everything);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(base32Decode(secret)!.toString("base64"));
      expect(text).not.toContain(
        keyFromSecret(process.env.ENCRYPTION_KEY!).bytes.toString("base64url"),
      );
      // Sealed each time afresh: two setups of one secret never look alike.
      expect(
        seal(secret, keyFromSecret(process.env.ENCRYPTION_KEY!), TOTP_SECRET_PURPOSE),
      ).not.toBe(row.secret);
    });

    it("reads a secret stored in clear by an earlier version, and seals it at the next start", async () => {
      const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
      await db()
        .insertInto("adminTwoFactor")
        .values({ id: "admin", secret, enabledAt: at(0), lastUsedStep: null, createdAt: at(0) })
        .execute();
      expect(await sealStoredTwoFactorSecret(db())).toBe("sealed");
      const row = await db()
        .selectFrom("adminTwoFactor")
        .select("secret")
        .executeTakeFirstOrThrow();
      expect(row.secret).toMatch(/^v1:/);
      expect(await sealStoredTwoFactorSecret(db())).toBe("nothing to seal");
      const { token } = await createChallenge(db(), at(MINUTE));
      expect(
        (
          await attemptSecondFactor(db(), {
            challenge: token,
            method: "app",
            code: codeAt(secret, at(MINUTE)),
            address: "192.0.2.60",
            now: at(MINUTE),
          })
        ).status,
      ).toBe("signed-in");
    });

    it("under another encryption key, refuses app codes with the reason; recovery codes still work", async () => {
      const { secret, codes } = await enrol();
      const other = keyFromSecret("another site's encryption key, 32 characters or more");
      await db()
        .updateTable("adminTwoFactor")
        .set({ secret: seal(secret, other, TOTP_SECRET_PURPOSE) })
        .execute();
      await expect(signInWith("app", codeAt(secret, at(MINUTE)))).rejects.toThrow(
        new RegExp(`encrypted with another encryption key \\(id ${other.id}\\)`),
      );
      expect((await signInWith("recovery", codes[0]!)).status).toBe("signed-in");
    });

    it("stores the recovery codes only as SHA-256 hashes", async () => {
      const { codes } = await enrol();
      const rows = await db().selectFrom("adminRecoveryCodes").selectAll().execute();
      const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
      expect(rows.map((row) => row.codeHash).sort()).toEqual(
        codes.map((code) => sha256(code.replaceAll("-", ""))).sort(),
      );
      const dump = JSON.stringify(rows);
      for (const code of codes) {
        expect(dump).not.toContain(code);
        expect(dump).not.toContain(code.replaceAll("-", ""));
      }
    });

    it("ends every other session (they were signed in without the second factor)", async () => {
      const other = await createSession(db(), at(0));
      const { sessionToken } = await enrol();
      expect(await findSession(db(), sessionToken, at(MINUTE))).toBeDefined();
      expect(await findSession(db(), other.token, at(MINUTE))).toBeUndefined();
    });

    it("cannot start again while on; a setup under way can be cancelled, an active one not", async () => {
      await enrol();
      expect(await beginTwoFactorSetup(db(), at(MINUTE))).toBeUndefined();
      await cancelTwoFactorSetup(db());
      expect(await isTwoFactorOn(db())).toBe(true);
      await removeTwoFactor(db());
      await beginTwoFactorSetup(db(), at(MINUTE));
      await cancelTwoFactorSetup(db());
      expect(await getTwoFactorStatus(db())).toEqual({ state: "off" });
    });
  });

  describe("sign-in", () => {
    it("asks for the code after the right key, and starts no session before it", async () => {
      const { secret } = await enrol();
      await db().deleteFrom("adminSessions").execute();
      const first = await attemptSignIn(db(), { key: KEY, address: "a", now: at(MINUTE) });
      expect(first).toMatchObject({
        status: "second-factor",
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: at(MINUTE + SIGN_IN_CHALLENGE_TTL_MS),
      });
      expect(await count("adminSessions")).toBe(0);
      // The challenge is stored by its hash only.
      const challenges = await db().selectFrom("adminSignInChallenges").selectAll().execute();
      expect(JSON.stringify(challenges)).not.toContain(
        first.status === "second-factor" ? first.challenge : "?",
      );
      if (first.status !== "second-factor") return;
      const done = await attemptSecondFactor(db(), {
        challenge: first.challenge,
        method: "app",
        code: codeAt(secret, at(MINUTE)),
        address: "a",
        now: at(MINUTE),
      });
      expect(done.status).toBe("signed-in");
      if (done.status === "signed-in") {
        expect(await findSession(db(), done.token, at(MINUTE))).toBeDefined();
      }
      // The challenge is spent.
      expect(await count("adminSignInChallenges")).toBe(0);
    });

    it("still needs the key: a wrong key gets no challenge", async () => {
      await enrol();
      expect(
        await attemptSignIn(db(), { key: "not the key", address: "b", now: at(MINUTE) }),
      ).toEqual({ status: "invalid" });
      expect(await count("adminSignInChallenges")).toBe(0);
    });

    it("accepts one step either side, and never a code of a step already used", async () => {
      const { secret } = await enrol(at(0));
      // Enrolment used step 0's code; the same code again is refused, even within its window.
      expect(await signInWith("app", codeAt(secret, at(0)), { now: at(10 * SECOND) })).toEqual({
        status: "invalid",
      });
      const later = at(10 * MINUTE);
      expect((await signInWith("app", codeAt(secret, later, -2), { now: later })).status).toBe(
        "invalid",
      );
      expect((await signInWith("app", codeAt(secret, later, 2), { now: later })).status).toBe(
        "invalid",
      );
      expect((await signInWith("app", codeAt(secret, later, -1), { now: later })).status).toBe(
        "signed-in",
      );
      // Step -1 is now used: the current step still works once, then no more.
      expect((await signInWith("app", codeAt(secret, later), { now: later })).status).toBe(
        "signed-in",
      );
      expect((await signInWith("app", codeAt(secret, later), { now: later })).status).toBe(
        "invalid",
      );
      // Nor an older step's code, though it is inside the window.
      expect((await signInWith("app", codeAt(secret, later, -1), { now: later })).status).toBe(
        "invalid",
      );
      expect(
        (await signInWith("app", codeAt(secret, later, 1), { now: at(10 * MINUTE + STEP_MS) }))
          .status,
      ).toBe("signed-in");
    });

    it("refuses an expired, spent or forged challenge", async () => {
      const { secret } = await enrol();
      const first = await attemptSignIn(db(), { key: KEY, address: "c", now: at(MINUTE) });
      if (first.status !== "second-factor") throw new Error(first.status);
      const late = at(MINUTE + SIGN_IN_CHALLENGE_TTL_MS);
      expect(
        await attemptSecondFactor(db(), {
          challenge: first.challenge,
          method: "app",
          code: codeAt(secret, late),
          address: "c",
          now: late,
        }),
      ).toEqual({ status: "expired" });
      for (const challenge of ["", "Q".repeat(43), "' or 1=1 --"]) {
        expect(
          await attemptSecondFactor(db(), {
            challenge,
            method: "app",
            code: codeAt(secret, at(2 * MINUTE)),
            address: "c",
            now: at(2 * MINUTE),
          }),
        ).toEqual({ status: "expired" });
      }
    });

    it("lets a recovery code in once, in any case and with or without dashes", async () => {
      const { codes } = await enrol();
      const [first = "", second = ""] = codes;
      expect((await signInWith("recovery", first)).status).toBe("signed-in");
      expect(await signInWith("recovery", first)).toEqual({ status: "invalid" });
      expect(
        (await signInWith("recovery", ` ${second.replaceAll("-", "").toUpperCase()} `)).status,
      ).toBe("signed-in");
      expect(await getTwoFactorStatus(db())).toMatchObject({ recoveryCodesLeft: 8 });
      // A TOTP code is no recovery code, and a recovery code no TOTP code.
      expect(await signInWith("app", codes[2]!)).toEqual({ status: "invalid" });
    });

    it("replaces every recovery code when new ones are issued", async () => {
      const { codes } = await enrol();
      const fresh = await replaceRecoveryCodes(db(), at(MINUTE));
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(codes[0]);
      expect(await signInWith("recovery", codes[0]!)).toEqual({ status: "invalid" });
      expect((await signInWith("recovery", fresh![0]!)).status).toBe("signed-in");
    });

    it("turned off, the key alone signs in again and old codes are gone", async () => {
      const { codes } = await enrol();
      await removeTwoFactor(db());
      expect((await attemptSignIn(db(), { key: KEY, address: "d", now: at(MINUTE) })).status).toBe(
        "signed-in",
      );
      expect(await count("adminSignInChallenges")).toBe(0);
      expect(await db().selectFrom("adminRecoveryCodes").selectAll().execute()).toEqual([]);
      expect(await replaceRecoveryCodes(db())).toBeUndefined();
      expect(codes).toHaveLength(10);
    });

    it("is turned off only with a current code from the app or an unused recovery code", async () => {
      const { secret, codes } = await enrol();
      const address = "192.0.2.44";
      const turnOff = (code: string, now = at(MINUTE)) =>
        turnOffTwoFactor(db(), { code, address, now });
      const wrongApp = String((Number(codeAt(secret, at(MINUTE))) + 1) % 1_000_000).padStart(
        6,
        "0",
      );
      // Nothing, a wrong code, no recovery code, and the enrolment's code (a minute old).
      for (const wrong of ["", wrongApp, "aaaa-bbbb-cccc-dddd", codeAt(secret, at(0))]) {
        expect(await turnOff(wrong)).toEqual({ status: "invalid" });
        expect(await isTwoFactorOn(db())).toBe(true);
      }
      expect(await turnOff(codeAt(secret, at(MINUTE)))).toEqual({ status: "off" });
      expect(await getTwoFactorStatus(db())).toEqual({ state: "off" });
      // Wrong codes counted like failed sign-ins; a right one took its own count back.
      const bucket = await db()
        .selectFrom("rateLimitBuckets")
        .select("hits")
        .where("bucket", "=", `sign-in:address:${address}`)
        .executeTakeFirstOrThrow();
      expect(Number(bucket.hits)).toBe(4);

      const again = await enrol(at(2 * MINUTE));
      expect(await turnOff(` ${again.codes[3]!.toUpperCase()} `, at(2 * MINUTE))).toEqual({
        status: "off",
      });
      expect(await isTwoFactorOn(db())).toBe(false);
      expect(codes).toHaveLength(10);
    });

    it("is not turned off by guessing: after five wrong codes, even the right one waits", async () => {
      const { secret } = await enrol();
      const address = "192.0.2.45";
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1)
        expect(await turnOffTwoFactor(db(), { code: "000000", address, now: at(MINUTE) })).toEqual({
          status: "invalid",
        });
      const limited = await turnOffTwoFactor(db(), {
        code: codeAt(secret, at(MINUTE)),
        address,
        now: at(MINUTE),
      });
      expect(limited).toEqual({ status: "limited", retryAt: at(MINUTE + SIGN_IN_WINDOW_MS) });
      expect(await isTwoFactorOn(db())).toBe(true);
    });

    it("reset from the server: off, and every session ended", async () => {
      await enrol();
      await createSession(db(), at(MINUTE));
      await resetTwoFactor(db());
      expect(await getTwoFactorStatus(db())).toEqual({ state: "off" });
      expect(await count("adminSessions")).toBe(0);
      expect((await attemptSignIn(db(), { key: KEY, address: "e", now: at(MINUTE) })).status).toBe(
        "signed-in",
      );
    });

    it("a new key ends the challenges the old one earned", async () => {
      await enrol();
      await attemptSignIn(db(), { key: KEY, address: "f", now: at(MINUTE) });
      expect(await count("adminSignInChallenges")).toBe(1);
      await setAdminKey(db(), "a brand new key for the admin");
      expect(await count("adminSignInChallenges")).toBe(0);
    });
  });

  describe("rate limits", () => {
    it("count a wrong code like a wrong key: five per address, then even the right code waits", async () => {
      const { secret } = await enrol();
      const address = "198.51.100.7";
      const first = await attemptSignIn(db(), { key: KEY, address, now: at(MINUTE) });
      if (first.status !== "second-factor") throw new Error(first.status);
      const attempt = (code: string, now: Date, method: SecondFactorMethod = "app") =>
        attemptSecondFactor(db(), { challenge: first.challenge, method, code, address, now });
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
        expect(
          await attempt(
            i % 2 ? "000000" : "aaaa-bbbb-cccc-dddd",
            at(MINUTE),
            i % 2 ? "app" : "recovery",
          ),
        ).toEqual({
          status: "invalid",
        });
      }
      expect(SIGN_IN_FAILURES_PER_ADDRESS).toBe(5);
      expect(await attempt(codeAt(secret, at(2 * MINUTE)), at(2 * MINUTE))).toEqual({
        status: "limited",
        retryAt: at(MINUTE + SIGN_IN_WINDOW_MS),
      });
      // The key itself is refused too, and another address is unaffected.
      expect((await attemptSignIn(db(), { key: KEY, address, now: at(3 * MINUTE) })).status).toBe(
        "limited",
      );
      expect(
        (
          await signInWith("app", codeAt(secret, at(3 * MINUTE)), {
            address: "x2",
            now: at(3 * MINUTE),
          })
        ).status,
      ).toBe("signed-in");
    });

    it("the right key does not wipe the count of wrong codes", async () => {
      await enrol();
      const address = "198.51.100.8";
      for (let round = 0; round < 3; round += 1) {
        // The third round's key comes after four failures: it is still let through…
        const first = await attemptSignIn(db(), { key: KEY, address, now: at(MINUTE) });
        if (first.status !== "second-factor") throw new Error(`round ${round}: ${first.status}`);
        for (let i = 0; i < 2; i += 1) {
          const result = await attemptSecondFactor(db(), {
            challenge: first.challenge,
            method: "app",
            code: "000000",
            address,
            now: at(MINUTE),
          });
          // …but the fifth wrong code is the last: 2 + 2 + 1 failures, then the limit.
          expect(result.status, `round ${round}, code ${i}`).toBe(
            round * 2 + i < SIGN_IN_FAILURES_PER_ADDRESS ? "invalid" : "limited",
          );
        }
      }
    });

    it("a completed sign-in forgives the address its failures", async () => {
      const { secret } = await enrol();
      const address = "198.51.100.9";
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS - 1; i += 1) {
        await signInWith("app", "000000", { address, now: at(MINUTE) });
      }
      expect(
        (await signInWith("app", codeAt(secret, at(MINUTE)), { address, now: at(MINUTE) })).status,
      ).toBe("signed-in");
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i += 1) {
        expect((await signInWith("app", "000000", { address, now: at(2 * MINUTE) })).status).toBe(
          "invalid",
        );
      }
    });

    it("share the ceiling for all addresses together", async () => {
      const { secret } = await enrol();
      const first = await attemptSignIn(db(), { key: KEY, address: "g", now: at(MINUTE) });
      if (first.status !== "second-factor") throw new Error(first.status);
      for (let i = 0; i < SIGN_IN_FAILURES_GLOBAL; i += 1) {
        await hitBucket(db(), "sign-in:all", SIGN_IN_WINDOW_MS, at(MINUTE));
      }
      expect(SIGN_IN_FAILURES_GLOBAL).toBe(100);
      expect(
        await attemptSecondFactor(db(), {
          challenge: first.challenge,
          method: "app",
          code: codeAt(secret, at(MINUTE)),
          address: "g",
          now: at(MINUTE),
        }),
      ).toEqual({ status: "limited", retryAt: at(MINUTE + SIGN_IN_WINDOW_MS) });
    });

    it("let a browser that signed in before past the ceiling, at both steps", async () => {
      const { secret } = await enrol();
      for (let i = 0; i < 100; i += 1) {
        await hitBucket(db(), "sign-in:all", SIGN_IN_WINDOW_MS, at(MINUTE));
      }
      const stranger = await attemptSignIn(db(), { key: KEY, address: "s", now: at(MINUTE) });
      expect(stranger.status).toBe("limited");
      const knownBrowser = issueKnownBrowser((await getKeyHash(db()))!, at(0)).value;
      const first = await attemptSignIn(db(), {
        key: KEY,
        address: "k",
        knownBrowser,
        now: at(MINUTE),
      });
      if (first.status !== "second-factor") throw new Error(first.status);
      const second = await attemptSecondFactor(db(), {
        challenge: first.challenge,
        method: "app",
        code: codeAt(secret, at(MINUTE)),
        address: "k",
        knownBrowser,
        now: at(MINUTE),
      });
      expect(second.status).toBe("signed-in");
    });

    it("one code, sent twice at once, signs in once", async () => {
      const { secret } = await enrol();
      const other = database.connectAgain();
      const now = at(MINUTE);
      const code = codeAt(secret, now);
      const challenges = await Promise.all(
        [db(), other].map(async (conn, i) => {
          const result = await attemptSignIn(conn, { key: KEY, address: `h${i}`, now });
          if (result.status !== "second-factor") throw new Error(result.status);
          return result.challenge;
        }),
      );
      const results = await Promise.all(
        [db(), other].map((conn, i) =>
          attemptSecondFactor(conn, {
            challenge: challenges[i]!,
            method: "app",
            code,
            address: `h${i}`,
            now,
          }),
        ),
      );
      expect(results.map((result) => result.status).sort()).toEqual(["invalid", "signed-in"]);
    });
  });
});
