import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "@/server/db/connect";

/**
 * A secret the application generates for itself: the stored one, or a new random one stored
 * now. Concurrent first calls (several instances starting together) converge on one value,
 * since only the first insert wins and everyone reads back what was stored.
 */
export async function readOrCreateAppSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto("appSecrets")
    .values({ name, value: randomBytes(32).toString("base64url"), createdAt: new Date() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("appSecrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A key for one purpose, so that one secret can serve several without reuse across them. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac("sha256", secret).update(`kursi:${purpose}`).digest();
}
