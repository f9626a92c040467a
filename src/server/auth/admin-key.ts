import "server-only";
import { recordAuditEntry } from "@/server/audit/audit-log";
import type { Db } from "@/server/db/connect";
import { generateSecretKey, hashSecretKey, needsRehash, verifySecretKey } from "./secret-key";

/*
 * The admin secret key, stored as one hashed row. Setting a new key ends every session in the
 * same transaction, so a leaked key stops working everywhere the moment it is replaced.
 */

const ROW_ID = "admin";

export async function getKeyHash(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("adminSecret")
    .select("keyHash")
    .where("id", "=", ROW_ID)
    .executeTakeFirst();
  return row?.keyHash;
}

/**
 * Stores the hash of `key` (replacing any other) and ends every admin session; the audit log
 * says how it was changed (`how`), never what to.
 */
export async function setAdminKey(
  db: Db,
  key: string,
  now: Date = new Date(),
  how: string = "by npm run admin:set-key",
): Promise<void> {
  const keyHash = await hashSecretKey(key);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("adminSecret")
      .values({ id: ROW_ID, keyHash, updatedAt: now })
      .onConflict((conflict) => conflict.column("id").doUpdateSet({ keyHash, updatedAt: now }))
      .execute();
    await trx.deleteFrom("adminSessions").execute();
    // A challenge proves the old key was given: it must not outlive it (docs/decisions/0020).
    await trx.deleteFrom("adminSignInChallenges").execute();
    await recordAuditEntry(trx, { kind: "key.rotated", detail: how }, now);
  });
}

/** Whether `key` is the admin key. Upgrades a hash made with older parameters on success. */
export async function checkAdminKey(db: Db, key: string): Promise<boolean> {
  const stored = await getKeyHash(db);
  if (!stored || !(await verifySecretKey(key, stored))) return false;
  if (needsRehash(stored)) {
    const keyHash = await hashSecretKey(key);
    await db
      .updateTable("adminSecret")
      .set({ keyHash })
      .where("id", "=", ROW_ID)
      .where("keyHash", "=", stored)
      .execute();
  }
  return true;
}

export type EnsureKeyResult =
  { status: "unchanged" } | { status: "set-from-env" } | { status: "generated"; key: string };

/**
 * At start: ADMIN_SECRET_KEY, when given, becomes the key (a changed value rotates it and ends
 * every session; the same value changes nothing). Without it, a database with no key gets a
 * generated one, returned once so the caller can print it; one that has a key keeps it.
 */
export async function ensureAdminKey(db: Db, envKey: string | undefined): Promise<EnsureKeyResult> {
  const stored = await getKeyHash(db);
  if (envKey !== undefined) {
    if (stored && (await verifySecretKey(envKey, stored))) return { status: "unchanged" };
    await setAdminKey(db, envKey, new Date(), "from ADMIN_SECRET_KEY at start");
    return { status: "set-from-env" };
  }
  if (stored) return { status: "unchanged" };
  const key = generateSecretKey();
  const keyHash = await hashSecretKey(key);
  // Two instances starting together on one database: only the first insert wins, and only
  // the instance that wrote the key prints it.
  const result = await db
    .insertInto("adminSecret")
    .values({ id: ROW_ID, keyHash, updatedAt: new Date() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return { status: "unchanged" };
  await recordAuditEntry(db, { kind: "key.rotated", detail: "generated at first start" });
  return { status: "generated", key };
}
