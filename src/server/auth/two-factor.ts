import "server-only";
import { toDate } from "@/server/db/columns";
import { createHash, randomBytes } from "node:crypto";
import { recordAuditEntry } from "@/server/audit/audit-log";
import type { Db } from "@/server/db/connect";
import { getEncryptionKey } from "@/server/security/encryption-key";
import { isSealed, open, seal, SealedWithAnotherKeyError } from "@/server/security/secret-box";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "./auth-constants";
import { base32Decode, base32Encode, generateTotpSecret, matchTotp } from "./totp";

/*
 * The admin's second factor (docs/decisions/0020): a TOTP secret, stored sealed with a key that
 * is not in the database (encryption-key.ts), confirmed with a first code before it counts, and one-time recovery codes stored by their SHA-256 (80 random bits each:
 * nothing to guess offline, as with session tokens). Using a code is one conditional update,
 * so two requests racing with the same code cannot both succeed.
 */

const ROW_ID = "admin";

/** What the sealed secret is for: a value sealed for anything else does not open as it. */
export const TOTP_SECRET_PURPOSE = "kursi:admin_two_factor.secret";

/** The secret cannot be sealed or opened here: no encryption key, or another one sealed it. */
export class TwoFactorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TwoFactorKeyError";
  }
}

function requireKey() {
  const source = getEncryptionKey();
  if (!source.key) throw new TwoFactorKeyError(source.why);
  return source.key;
}

function sealSecret(secret: string): string {
  return seal(secret, requireKey(), TOTP_SECRET_PURPOSE);
}

/** The base32 secret of a stored value: sealed, or clear as an earlier version stored it. */
function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  try {
    return open(stored, requireKey(), TOTP_SECRET_PURPOSE);
  } catch (error) {
    if (!(error instanceof SealedWithAnotherKeyError)) throw error;
    throw new TwoFactorKeyError(
      `the two-factor secret cannot be read: ${error.message}. Give the site the key that sealed it (ENCRYPTION_KEY, or DATA_DIR/encryption.key with SQLite), or sign in with a recovery code and set two-factor sign-in up again`,
    );
  }
}

/**
 * Seals a secret that an earlier version stored in clear (run at every start). Without an
 * encryption key (PostgreSQL and no ENCRYPTION_KEY) it stays as it was, and says so.
 */
export async function sealStoredTwoFactorSecret(
  db: Db,
): Promise<"sealed" | "nothing to seal" | "no key"> {
  const row = await db
    .selectFrom("adminTwoFactor")
    .select("secret")
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  if (!row || isSealed(row.secret)) return "nothing to seal";
  const source = getEncryptionKey();
  if (!source.key) return "no key";
  await db
    .updateTable("adminTwoFactor")
    .set({ secret: seal(row.secret, source.key, TOTP_SECRET_PURPOSE) })
    .where("id", "=", ROW_ID)
    .where("secret", "=", row.secret)
    .execute();
  return "sealed";
}

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending"; secret: string }
  | { state: "on"; enabledAt: Date; recoveryCodesLeft: number };

/** Recovery codes are compared without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** A recovery code as shown: 16 base32 characters in groups of four (xxxx-xxxx-xxxx-xxxx). */
function generateRecoveryCode(): string {
  const text = base32Encode(randomBytes((RECOVERY_CODE_LENGTH * 5) / 8)).toLowerCase();
  return text.match(/.{4}/g)!.join("-");
}

export async function getTwoFactorStatus(db: Db): Promise<TwoFactorStatus> {
  const row = await db
    .selectFrom("adminTwoFactor")
    .select(["secret", "enabledAt"])
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  if (!row) return { state: "off" };
  if (row.enabledAt === null) {
    try {
      return { state: "pending", secret: openSecret(row.secret) };
    } catch (error) {
      // A setup begun under another key cannot be finished: it is begun again.
      if (error instanceof TwoFactorKeyError) return { state: "off" };
      throw error;
    }
  }
  const left = await db
    .selectFrom("adminRecoveryCodes")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return { state: "on", enabledAt: toDate(row.enabledAt), recoveryCodesLeft: Number(left.n) };
}

export async function isTwoFactorOn(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("adminTwoFactor")
    .select("enabledAt")
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  return !!row && row.enabledAt !== null;
}

/**
 * Starts setting up: a new secret, not yet in force (a setup begun earlier is replaced).
 * Undefined when two-factor sign-in is already on.
 */
export async function beginTwoFactorSetup(
  db: Db,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (await isTwoFactorOn(db)) return undefined;
  const secret = generateTotpSecret();
  const sealed = sealSecret(secret);
  await db
    .insertInto("adminTwoFactor")
    .values({ id: ROW_ID, secret: sealed, enabledAt: null, lastUsedStep: null, createdAt: now })
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet({ secret: sealed, lastUsedStep: null, createdAt: now })
        .where("adminTwoFactor.enabledAt", "is", null),
    )
    .execute();
  return secret;
}

/** Replaces every recovery code with fresh ones; returns them (the only time they exist in clear). */
async function issueRecoveryCodes(db: Db, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.deleteFrom("adminRecoveryCodes").execute();
  await db
    .insertInto("adminRecoveryCodes")
    .values(
      codes.map((code) => ({ codeHash: hashRecoveryCode(code), createdAt: now, usedAt: null })),
    )
    .execute();
  return codes;
}

/**
 * Confirms the setup with a code from the app: two-factor sign-in is on from here, every other
 * session (signed in with the key alone) ends, and the recovery codes are returned once.
 * Undefined when there is no setup under way or the code is wrong.
 */
export async function confirmTwoFactorSetup(
  db: Db,
  { code, keepSession, now = new Date() }: { code: string; keepSession: string; now?: Date },
): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("adminTwoFactor")
      .select(["secret", "enabledAt"])
      .where("id", "=", ROW_ID)
      .executeTakeFirst();
    if (!row || row.enabledAt !== null) return undefined;
    const step = matchTotp(base32Decode(openSecret(row.secret))!, code.trim(), now, null);
    if (step === undefined) return undefined;
    const updated = await trx
      .updateTable("adminTwoFactor")
      .set({ enabledAt: now, lastUsedStep: step })
      .where("id", "=", ROW_ID)
      .where("secret", "=", row.secret)
      .where("enabledAt", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return undefined;
    await trx.deleteFrom("adminSessions").where("tokenHash", "!=", keepSession).execute();
    await trx.deleteFrom("adminSignInChallenges").execute();
    return issueRecoveryCodes(trx, now);
  });
}

/** New recovery codes for an admin with two-factor sign-in on; undefined when it is off. */
export async function replaceRecoveryCodes(
  db: Db,
  now: Date = new Date(),
): Promise<string[] | undefined> {
  return db
    .transaction()
    .execute(async (trx) =>
      (await isTwoFactorOn(trx)) ? issueRecoveryCodes(trx, now) : undefined,
    );
}

/** Drops a setup under way; two-factor sign-in that is on stays on. */
export async function cancelTwoFactorSetup(db: Db): Promise<void> {
  await db
    .deleteFrom("adminTwoFactor")
    .where("id", "=", ROW_ID)
    .where("enabledAt", "is", null)
    .execute();
}

/** Turns two-factor sign-in off (or drops a setup under way): secret, codes and challenges go. */
export async function removeTwoFactor(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("adminTwoFactor").execute();
    await trx.deleteFrom("adminRecoveryCodes").execute();
    await trx.deleteFrom("adminSignInChallenges").execute();
  });
}

/** Whether `code` is the app's code for now, not used before; using it spends its step. */
export async function spendTotpCode(
  db: Db,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom("adminTwoFactor")
    .select(["secret", "enabledAt", "lastUsedStep"])
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  if (!row || row.enabledAt === null) return false;
  const lastUsed = row.lastUsedStep === null ? null : Number(row.lastUsedStep);
  const step = matchTotp(base32Decode(openSecret(row.secret))!, code.trim(), now, lastUsed);
  if (step === undefined) return false;
  // Only if no other request has used this step (or a later one) since the read above.
  const updated = await db
    .updateTable("adminTwoFactor")
    .set({ lastUsedStep: step })
    .where("id", "=", ROW_ID)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Whether `code` is an unused recovery code; using it spends it. */
export async function spendRecoveryCode(
  db: Db,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!(await isTwoFactorOn(db))) return false;
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== RECOVERY_CODE_LENGTH) return false;
  const updated = await db
    .updateTable("adminRecoveryCodes")
    .set({ usedAt: now })
    .where("codeHash", "=", hashRecoveryCode(normalized))
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * For an operator locked out (npm run admin:set-key -- --reset-2fa): two-factor sign-in off and
 * every session ended, so the key alone signs in again and whoever held a session is out.
 */
export async function resetTwoFactor(db: Db): Promise<void> {
  await removeTwoFactor(db);
  await db.deleteFrom("adminSessions").execute();
  await recordAuditEntry(db, {
    kind: "two-factor.disabled",
    detail: "by npm run admin:set-key -- --reset-2fa",
  });
}
