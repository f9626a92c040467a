import "server-only";
import { toDate } from "@/server/db/columns";
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/server/db/connect";
import {
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_TOKEN_BYTES,
  SESSION_TOUCH_INTERVAL_MS,
} from "./auth-constants";

/*
 * Server-side admin sessions. The browser holds a random 256-bit token; the database holds only
 * its SHA-256, so a copy of the database lets nobody sign in. (A fast hash suffices: the token
 * has 256 bits of entropy, there is nothing to guess.)
 */

export type Session = { tokenHash: string; createdAt: Date; expiresAt: Date };

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session; the token goes into the cookie and is never stored. */
export async function createSession(
  db: Db,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
  await db
    .insertInto("adminSessions")
    .values({ tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt })
    .execute();
  return { token, expiresAt };
}

/**
 * The live session for a token, or undefined when there is none, it has passed its absolute
 * expiry, or it has been idle too long (an ended session's row is deleted on the way).
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<Session | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom("adminSessions")
    .selectAll()
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = toDate(row.expiresAt);
  const lastSeenAt = toDate(row.lastSeenAt);
  const idleFor = now.getTime() - lastSeenAt.getTime();
  if (expiresAt.getTime() <= now.getTime() || idleFor >= SESSION_IDLE_TTL_MS) {
    await db.deleteFrom("adminSessions").where("tokenHash", "=", tokenHash).execute();
    return undefined;
  }
  if (idleFor >= SESSION_TOUCH_INTERVAL_MS) {
    await db
      .updateTable("adminSessions")
      .set({ lastSeenAt: now })
      .where("tokenHash", "=", tokenHash)
      .execute();
  }
  return { tokenHash, createdAt: toDate(row.createdAt), expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("adminSessions").where("tokenHash", "=", hashToken(token)).execute();
}

/** Removes sessions that can no longer be used; run now and then (at each sign-in). */
export async function purgeEndedSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("adminSessions")
    .where((eb) =>
      eb.or([
        eb("expiresAt", "<=", now),
        eb("lastSeenAt", "<=", new Date(now.getTime() - SESSION_IDLE_TTL_MS)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
