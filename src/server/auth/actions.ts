"use server";

import "server-only";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { formArgument } from "@/lib/http/form-argument";
import { audit } from "@/server/audit/audit";
import { addressKey } from "@/server/auth/address-key";
import { TWO_FACTOR_FRESH_SIGN_IN_MS } from "@/server/auth/auth-constants";
import { prepareAdminKey } from "@/server/auth/prepare-admin-key";
import { getClientAddress } from "@/server/auth/request-address";
import {
  asAdmin,
  clearChallengeCookie,
  endSession,
  getChallengeCookie,
  getKnownBrowserCookie,
  isFreshSignIn,
  setChallengeCookie,
  setKnownBrowserCookie,
  setSessionCookie,
  type SignedOut,
} from "@/server/auth/session";
import {
  attemptSecondFactor,
  attemptSignIn,
  isAppCode,
  limitedAuditKey,
  type SecondFactorResult,
  tooManyAttemptsMessage,
  turnOffTwoFactor,
} from "@/server/auth/sign-in";
import {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  replaceRecoveryCodes,
  TwoFactorKeyError,
} from "@/server/auth/two-factor";
import { getDb } from "@/server/db/database";
import { log } from "@/server/log";

/*
 * Signing in and out of the admin. signIn is public (it is how a session starts); signOut runs
 * through asAdmin() like every other admin action (tests/integration/admin-guard.test.ts).
 */

/**
 * Where a sign-in may return to: the admin screen that showed the gate (the post list, an
 * editor, the inbox, security…). Only admin paths of plain segments, never a query or another
 * host, so a crafted form cannot make the sign-in an open redirect.
 */
export type AdminReturnPath = `/admin${string}`;
const ADMIN_RETURN_PATH = /^\/admin(\/[A-Za-z0-9-]{1,40}){0,3}$/;

export type SignInState =
  | { status: "idle" }
  | { status: "error"; message: string }
  /** The key was right and two-factor sign-in is on: the code is asked for next. */
  | { status: "second-factor" };

export type SecondFactorState =
  | { status: "idle" }
  | { status: "error"; message: string }
  | { status: "expired"; message: string };

const returnToSchema = z
  .string()
  .regex(ADMIN_RETURN_PATH)
  .transform((path) => path as AdminReturnPath)
  .catch("/admin");
const signInSchema = z.object({ key: z.string().trim().max(4096), returnTo: returnToSchema });
const secondFactorSchema = z.object({
  code: z.string().trim().max(64),
  method: z.enum(["app", "recovery"]).catch("app"),
  returnTo: returnToSchema,
});

const UNAVAILABLE = "Signing in is not possible right now. Try again shortly.";
const APP_CODES_UNAVAILABLE =
  "Codes from the app cannot be checked right now (the server log says why). Use a recovery code.";

/** Public: checks the key (rate-limited) and starts a session, or asks for the second factor. */
export async function signIn(_previous: SignInState, submitted: FormData): Promise<SignInState> {
  const formData = formArgument(submitted);
  const parsed = signInSchema.safeParse({
    key: formData.get("key") ?? "",
    returnTo: formData.get("returnTo") ?? undefined,
  });
  const key = parsed.success ? parsed.data.key : "";
  const returnTo: AdminReturnPath = parsed.success ? parsed.data.returnTo : "/admin";
  const address = addressKey(await getClientAddress());
  let result;
  try {
    await prepareAdminKey();
    const knownBrowser = await getKnownBrowserCookie();
    result = await attemptSignIn(await getDb(), { key, address, knownBrowser });
  } catch (error) {
    log.error({ err: error }, "admin sign-in failed");
    return { status: "error", message: UNAVAILABLE };
  }
  if (result.status === "invalid") {
    log.warn({ address }, "admin sign-in with a wrong key");
    await audit({ kind: "sign-in.failed", detail: "wrong secret key" });
    return { status: "error", message: "Invalid secret key!" };
  }
  if (result.status === "limited") {
    await auditLimited(address, result.retryAt, "at the secret key");
    return { status: "error", message: tooManyAttemptsMessage(result.retryAt) };
  }
  if (result.status === "second-factor") {
    await setChallengeCookie(result.challenge, result.expiresAt);
    return { status: "second-factor" };
  }
  return startSession(result, address, returnTo, "secret key");
}

/** Public: the second factor, for a browser that gave the right key (docs/decisions/0020). */
export async function verifySignInCode(
  _previous: SecondFactorState,
  submitted: FormData,
): Promise<SecondFactorState> {
  const formData = formArgument(submitted);
  const parsed = secondFactorSchema.safeParse({
    code: formData.get("code") ?? "",
    method: formData.get("method") ?? undefined,
    returnTo: formData.get("returnTo") ?? undefined,
  });
  const { code, method, returnTo } = parsed.success
    ? parsed.data
    : { code: "", method: "app" as const, returnTo: "/admin" as const };
  const address = addressKey(await getClientAddress());
  let result: SecondFactorResult;
  try {
    const challenge = (await getChallengeCookie()) ?? "";
    const knownBrowser = await getKnownBrowserCookie();
    result = await attemptSecondFactor(await getDb(), {
      challenge,
      method,
      code,
      address,
      knownBrowser,
    });
  } catch (error) {
    if (error instanceof TwoFactorKeyError) {
      // The operator can still sign in: recovery codes are hashes, not sealed.
      log.error(
        { reason: error.message },
        "admin second factor: the app's codes cannot be checked",
      );
      return { status: "error", message: APP_CODES_UNAVAILABLE };
    }
    log.error({ err: error }, "admin second factor failed");
    return { status: "error", message: UNAVAILABLE };
  }
  if (result.status === "expired") {
    await clearChallengeCookie();
    return {
      status: "expired",
      message: "This sign-in has expired. Enter the secret key again.",
    };
  }
  if (result.status === "invalid") {
    log.warn({ address, method }, "admin sign-in with a wrong second factor");
    await audit({
      kind: "sign-in.failed",
      detail: method === "app" ? "wrong authentication code" : "wrong recovery code",
    });
    const message = method === "app" ? "Invalid authentication code." : "Invalid recovery code.";
    return { status: "error", message };
  }
  if (result.status === "limited") {
    await auditLimited(address, result.retryAt, "at the second factor");
    return { status: "error", message: tooManyAttemptsMessage(result.retryAt) };
  }
  await clearChallengeCookie();
  if (method === "recovery") log.warn({ address }, "admin signed in with a recovery code");
  const how =
    method === "app" ? "secret key and authentication code" : "secret key and recovery code";
  return startSession(result, address, returnTo, how);
}

/**
 * A refused attempt, counted in its address's entry for the window (the first one writes it and
 * is logged; the rest only count), so a flood of attempts costs the log one row.
 */
async function auditLimited(address: string, retryAt: Date, where: string) {
  const times = await audit({
    kind: "sign-in.limited",
    detail: where,
    repeatKey: limitedAuditKey(address, retryAt),
  });
  if (times <= 1) log.warn({ address, where }, "admin sign-in refused: too many attempts");
}

async function startSession(
  session: { token: string; expiresAt: Date; knownBrowser: { value: string; expiresAt: Date } },
  address: string,
  returnTo: AdminReturnPath,
  how: string,
): Promise<never> {
  // A new token at every sign-in: whatever session this browser had before ends here.
  await endSession();
  await setSessionCookie(session.token, session.expiresAt);
  await setKnownBrowserCookie(session.knownBrowser.value, session.knownBrowser.expiresAt);
  log.info({ address }, "admin signed in");
  await audit({ kind: "sign-in.succeeded", detail: `with the ${how}` });
  redirect(returnTo);
}

/** Ends this browser's session on the server and clears its cookie (also when it had ended). */
export async function signOut(): Promise<void> {
  await asAdmin(async () => {
    log.info("admin signed out");
    await audit({ kind: "sign-out" });
  });
  // Only ever this browser's own session: a stranger's cookie names no row to delete.
  await endSession();
  redirect("/admin");
}

/*
 * Turning two-factor sign-in on and off (docs/decisions/0020). One action behind asAdmin(),
 * with the form's intent; every change also needs a fresh sign-in, so a browser left signed
 * in cannot switch the second factor off, or read a new secret, without the key.
 */

export type TwoFactorState =
  | { status: "idle" }
  | { status: "done" | "error"; message: string }
  /** Recovery codes, shown this once. */
  | { status: "codes"; message: string; recoveryCodes: string[] }
  | SignedOut;

const intentSchema = z.object({
  intent: z.enum(["start", "confirm", "cancel", "new-codes", "turn-off"]),
  code: z.string().trim().max(64).catch(""),
});

const FRESH_MINUTES = TWO_FACTOR_FRESH_SIGN_IN_MS / 60_000;

export async function updateTwoFactor(
  _previous: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  return asAdmin(async (session): Promise<TwoFactorState> => {
    const parsed = intentSchema.safeParse({
      intent: formData.get("intent"),
      code: formData.get("code") ?? "",
    });
    if (!parsed.success) return { status: "error", message: "Unknown request." };
    if (!isFreshSignIn(session)) {
      return {
        status: "error",
        message: `Sign in again first: changes need a sign-in from the last ${FRESH_MINUTES} minutes.`,
      };
    }
    const { intent, code } = parsed.data;
    const db = await getDb();
    try {
      switch (intent) {
        case "start": {
          const secret = await beginTwoFactorSetup(db);
          if (!secret) return { status: "error", message: "Two-factor sign-in is already on." };
          refresh();
          return { status: "idle" };
        }
        case "confirm": {
          const codes = await confirmTwoFactorSetup(db, { code, keepSession: session.tokenHash });
          if (!codes) return { status: "error", message: "Invalid authentication code." };
          log.info("admin two-factor sign-in turned on");
          await audit({ kind: "two-factor.enabled" });
          refresh();
          return {
            status: "codes",
            message: "Two-factor sign-in is on.",
            recoveryCodes: codes,
          };
        }
        case "new-codes": {
          const codes = await replaceRecoveryCodes(db);
          if (!codes) return { status: "error", message: "Two-factor sign-in is off." };
          log.info("admin recovery codes replaced");
          await audit({ kind: "two-factor.codes-replaced" });
          refresh();
          return {
            status: "codes",
            message: "New recovery codes issued; the earlier ones no longer work.",
            recoveryCodes: codes,
          };
        }
        case "cancel": {
          await cancelTwoFactorSetup(db);
          refresh();
          return { status: "done", message: "Setup cancelled." };
        }
        case "turn-off": {
          const address = addressKey(await getClientAddress());
          const knownBrowser = await getKnownBrowserCookie();
          const result = await turnOffTwoFactor(db, { code, address, knownBrowser });
          const how = isAppCode(code) ? "authentication code" : "recovery code";
          if (result.status === "limited") {
            await audit({
              kind: "sign-in.limited",
              detail: "turning two-factor sign-in off",
              repeatKey: limitedAuditKey(address, result.retryAt),
            });
            return { status: "error", message: tooManyAttemptsMessage(result.retryAt) };
          }
          if (result.status === "invalid") {
            log.warn({ address }, "turning two-factor sign-in off refused: wrong code");
            await audit({ kind: "two-factor.refused", detail: `wrong ${how}` });
            return { status: "error", message: `Invalid ${how}.` };
          }
          log.warn("admin two-factor sign-in turned off");
          await audit({
            kind: "two-factor.disabled",
            detail: `with ${isAppCode(code) ? "an" : "a"} ${how}`,
          });
          refresh();
          return { status: "done", message: "Two-factor sign-in is off." };
        }
      }
    } catch (error) {
      if (error instanceof TwoFactorKeyError) {
        log.error(
          { reason: error.message, intent },
          "two-factor sign-in: no usable encryption key",
        );
        return {
          status: "error",
          message: `Two-factor sign-in cannot be changed: ${error.message}.`,
        };
      }
      log.error({ err: error, intent }, "changing two-factor sign-in failed");
      return { status: "error", message: "The change could not be saved. Try again." };
    }
  });
}
