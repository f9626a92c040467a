"use server";

import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import { addressKey } from "@/server/auth/address-key";
import { prepareAdminKey } from "@/server/auth/admin-key-startup";
import { getClientAddress } from "@/server/auth/client-address";
import {
  asAdmin,
  endSession,
  getKnownBrowserCookie,
  setKnownBrowserCookie,
  setSessionCookie,
} from "@/server/auth/session";
import { attemptSignIn, tooManyAttemptsMessage } from "@/server/auth/sign-in";
import { getDb } from "@/server/db/database";
import { log } from "@/server/log";

/*
 * Signing in and out of the admin. signIn is public (it is how a session starts); signOut runs
 * through asAdmin() like every other admin action (tests/integration/admin-guard.test.ts).
 */

export type SignInState = { status: "idle" } | { status: "error"; message: string };

const signInSchema = z.object({ key: z.string().trim().max(4096) });

/** Public: checks the key (rate-limited) and starts a session. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = signInSchema.safeParse({ key: formData.get("key") ?? "" });
  const key = parsed.success ? parsed.data.key : "";
  const address = addressKey(await getClientAddress());
  let result;
  try {
    await prepareAdminKey();
    const knownBrowser = await getKnownBrowserCookie();
    result = await attemptSignIn(await getDb(), { key, address, knownBrowser });
  } catch (error) {
    log.error({ err: error }, "admin sign-in failed");
    return { status: "error", message: "Signing in is not possible right now. Try again shortly." };
  }
  if (result.status === "invalid") {
    log.warn({ address }, "admin sign-in with a wrong key");
    return { status: "error", message: "Invalid secret key!" };
  }
  if (result.status === "limited") {
    log.warn({ address }, "admin sign-in refused: too many attempts");
    return { status: "error", message: tooManyAttemptsMessage(result.retryAt) };
  }
  // A new token at every sign-in: whatever session this browser had before ends here.
  await endSession();
  await setSessionCookie(result.token, result.expiresAt);
  await setKnownBrowserCookie(result.knownBrowser.value, result.knownBrowser.expiresAt);
  log.info({ address }, "admin signed in");
  redirect("/admin");
}

/** Ends this browser's session on the server and clears its cookie (also when it had ended). */
export async function signOut(): Promise<void> {
  await asAdmin(async () => log.info("admin signed out"));
  // Only ever this browser's own session: a stranger's cookie names no row to delete.
  await endSession();
  redirect("/admin");
}
