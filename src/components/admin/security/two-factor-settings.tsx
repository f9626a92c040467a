"use client";

import { Button } from "@/components/common/button";
import { ShieldCheck } from "lucide-react";
import { useActionState, useId } from "react";
import { type TwoFactorState, updateTwoFactor } from "@/server/auth/actions";
import type { TwoFactorSettings as Settings } from "@/lib/admin/two-factor-settings";
import { AdminGate } from "../admin-gate";
import { RecoveryCodes } from "./recovery-codes";
import { TurnOffTwoFactor } from "./turn-off-two-factor";
import { TwoFactorSetup } from "./two-factor-setup";

const initialState: TwoFactorState = { status: "idle" };

/** The alert that says why a code was refused, read out with the code field. */
const ERROR_ID = "two-factor-error";

/**
 * The security page: whether two-factor sign-in is on, and (after a fresh sign-in) setting
 * it up, new recovery codes, or turning it off. One action state for every form, so recovery
 * codes stay on screen while the page refreshes around them.
 */
export function TwoFactorSettings({
  state,
  fresh,
  enabledOn,
  recoveryCodesLeft,
  freshMinutes,
  setup,
}: Settings) {
  const [result, formAction, pending] = useActionState(updateTwoFactor, initialState);
  const titleId = useId();
  const codes = result.status === "codes" ? result.recoveryCodes : null;
  const message = result.status === "idle" ? null : result.message;
  const failed = result.status === "error" || result.status === "signed-out";
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-3xl px-5 pt-12 pb-24 sm:px-8">
      <span aria-hidden className="mb-8 block h-1 w-16 bg-brand" />
      <h1 id={titleId} className="font-display text-headline font-semibold">
        Security
      </h1>
      <h2 className="mt-10 font-display text-title font-semibold">Two-factor sign-in</h2>
      <p className="mt-3 max-w-prose text-ink-soft">
        {state === "on"
          ? `On since ${enabledOn}. Signing in needs the secret key and a code from your authenticator app. ${recoveryCodesLeft} unused recovery ${recoveryCodesLeft === 1 ? "code" : "codes"} left.`
          : "Off. Signing in needs the secret key only. With it on, a code from an authenticator app on your phone is asked for too."}
      </p>

      <div role="status" className="mt-6">
        {message && !failed ? <p className="font-semibold">{message}</p> : null}
      </div>
      <div id={ERROR_ID} role="alert">
        {message && failed ? <p className="font-semibold text-brand">{message}</p> : null}
      </div>

      {codes ? <RecoveryCodes codes={codes} /> : null}

      {!fresh ? (
        <div className="mt-8 border-t border-ink/10">
          <AdminGate
            returnTo="/admin/security"
            heading="h2"
            title="Confirm it’s you"
            intro={`Changing two-factor sign-in needs a sign-in from the last ${freshMinutes} minutes. Sign in again to continue.`}
          />
        </div>
      ) : state === "off" ? (
        <form action={formAction} className="mt-8">
          <Button
            type="submit"
            name="intent"
            value="start"
            disabled={pending}
            variant="primary"
            size="lg"
            className="disabled:cursor-wait"
          >
            <ShieldCheck aria-hidden className="size-5" />
            Set up two-factor sign-in
          </Button>
        </form>
      ) : state === "pending" && setup ? (
        <TwoFactorSetup
          setup={setup}
          formAction={formAction}
          pending={pending}
          invalid={result.status === "error"}
          errorId={ERROR_ID}
        />
      ) : state === "on" ? (
        <>
          <form action={formAction} className="mt-8">
            <Button
              type="submit"
              name="intent"
              value="new-codes"
              disabled={pending}
              size="lg"
              className="disabled:cursor-wait"
            >
              Generate new recovery codes
            </Button>
          </form>
          <TurnOffTwoFactor
            formAction={formAction}
            pending={pending}
            invalid={result.status === "error"}
            errorId={ERROR_ID}
          />
        </>
      ) : null}
    </section>
  );
}
