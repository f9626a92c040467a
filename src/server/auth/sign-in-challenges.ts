import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "@/server/db/connect";
import { SESSION_TOKEN_BYTES, SIGN_IN_CHALLENGE_TTL_MS } from "./auth-constants";
import { hashToken } from "./session-store";

/*
 * Between the right key and the second factor, the browser holds a challenge: a random token in
 * a short-lived cookie, stored (like session tokens) only by its SHA-256. It proves the key
 * was given, and nothing more: it opens no admin page.
 */

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export async function createChallenge(
  db: Db,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  await db.deleteFrom("adminSignInChallenges").where("expiresAt", "<=", now).execute();
  await db
    .insertInto("adminSignInChallenges")
    .values({ tokenHash: hashToken(token), createdAt: now, expiresAt })
    .execute();
  return { token, expiresAt };
}

/** Whether the token names a challenge that has not expired. */
export async function isLiveChallenge(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!TOKEN_FORMAT.test(token)) return false;
  const row = await db
    .selectFrom("adminSignInChallenges")
    .select("tokenHash")
    .where("tokenHash", "=", hashToken(token))
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return !!row;
}

/** Spends the challenge; false when it had expired or another request spent it first. */
export async function consumeChallenge(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!TOKEN_FORMAT.test(token)) return false;
  const result = await db
    .deleteFrom("adminSignInChallenges")
    .where("tokenHash", "=", hashToken(token))
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
