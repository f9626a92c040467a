import "server-only";
import { SIGNED_OUT, type SignedOut } from "@/lib/admin/signed-out";
import { cookies } from "next/headers";
import { cache } from "react";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { TWO_FACTOR_FRESH_SIGN_IN_MS } from "./auth-constants";
import { ADMIN_SESSION_COOKIE } from "./cookie-names";
import { deleteSession, findSession, type Session } from "./session-store";

/*
 * The admin session as the app sees it: one cookie, checked against the database on every
 * admin page, action and route through requireAdmin() / getAdminSession().
 */

// In production the cookie is Secure, and the __Host- prefix makes the browser refuse it
// unless it is Secure, host-only and Path=/ (no subdomain or plain-http page can plant one).
const secure = env.NODE_ENV === "production";
export const SESSION_COOKIE = secure ? `__Host-${ADMIN_SESSION_COOKIE}` : ADMIN_SESSION_COOKIE;
/** Marks a browser that has signed in before (known-browser.ts); outlives sessions and sign-out. */
export const KNOWN_BROWSER_COOKIE = secure ? "__Host-kursi-known" : "kursi-known";
/** The sign-in challenge between the key and the second factor (docs/decisions/0020). */
export const CHALLENGE_COOKIE = secure ? "__Host-kursi-admin-2fa" : "kursi-admin-2fa";

export class NotSignedInError extends Error {
  constructor() {
    super("admin session required");
    this.name = "NotSignedInError";
  }
}

/** The current request's admin session, or null. Read once per request. */
export const getAdminSession = cache(async (): Promise<Session | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return (await findSession(await getDb(), token)) ?? null;
});

/** The guard every admin page, action and route calls first. Throws NotSignedInError. */
export async function requireAdmin(): Promise<Session> {
  const session = await getAdminSession();
  if (!session) throw new NotSignedInError();
  return session;
}

export type { SignedOut };

/** Runs `work` for a signed-in admin; anyone else gets SIGNED_OUT and nothing runs. */
export async function asAdmin<T>(work: (session: Session) => Promise<T>): Promise<T | SignedOut> {
  let session: Session;
  try {
    session = await requireAdmin();
  } catch (error) {
    if (error instanceof NotSignedInError) return SIGNED_OUT;
    throw error;
  }
  return work(session);
}

const cookieAttributes = { httpOnly: true, secure, sameSite: "lax", path: "/" } as const;

/** Sets the cookie for a new session (in a Server Action or Route Handler). */
export async function setSessionCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, { ...cookieAttributes, expires: expiresAt });
}

/** The known-browser cookie's value, if this browser has one (checked by attemptSignIn). */
export async function getKnownBrowserCookie(): Promise<string | undefined> {
  return (await cookies()).get(KNOWN_BROWSER_COOKIE)?.value;
}

/** Sets or renews the known-browser cookie, at a successful sign-in. Only same-site requests carry it. */
export async function setKnownBrowserCookie(value: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(KNOWN_BROWSER_COOKIE, value, {
    ...cookieAttributes,
    sameSite: "strict",
    expires: expiresAt,
  });
}

/** Ends this browser's session: the row goes, then the cookie. */
export async function endSession(): Promise<void> {
  const store = await cookies();
  const token = store.get(SESSION_COOKIE)?.value;
  if (token) await deleteSession(await getDb(), token);
  // Cleared with the attributes it was set with: browsers ignore a non-Secure __Host- cookie.
  store.set(SESSION_COOKIE, "", { ...cookieAttributes, maxAge: 0 });
}

/** Whether the session was signed in recently enough to change two-factor sign-in. */
export function isFreshSignIn(session: Session, now: Date = new Date()): boolean {
  return now.getTime() - session.createdAt.getTime() < TWO_FACTOR_FRESH_SIGN_IN_MS;
}

export async function setChallengeCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(CHALLENGE_COOKIE, token, { ...cookieAttributes, expires: expiresAt });
}

export async function getChallengeCookie(): Promise<string | undefined> {
  return (await cookies()).get(CHALLENGE_COOKIE)?.value;
}

export async function clearChallengeCookie(): Promise<void> {
  (await cookies()).set(CHALLENGE_COOKIE, "", { ...cookieAttributes, maxAge: 0 });
}
