"use server";

import "server-only";
import { refresh } from "next/cache";
import { z } from "zod";
import { audit } from "@/server/audit/audit";
import { TWO_FACTOR_FRESH_SIGN_IN_MS } from "@/server/auth/auth-constants";
import { addressKey } from "@/server/auth/address-key";
import { getClientAddress } from "@/server/auth/client-address";
import {
  asAdmin,
  getKnownBrowserCookie,
  isFreshSignIn,
  type SignedOut,
} from "@/server/auth/session";
import {
  isAppCode,
  limitedAuditKey,
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
