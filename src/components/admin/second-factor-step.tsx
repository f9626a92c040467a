"use client";

import { Button, buttonClass } from "@/components/common/button";
import { ChevronRight, ShieldCheck } from "lucide-react";
import { useActionState, useId } from "react";
import {
  type AdminReturnPath,
  type SecondFactorState,
  verifySignInCode,
} from "@/server/auth/actions";
import { AuthenticatorCodeField } from "./authenticator-code-field";

const initialState: SecondFactorState = { status: "idle" };

const inputClass =
  "block min-h-12 w-full rounded-none border border-ink/30 bg-white px-4 text-base outline-offset-2 focus-visible:border-brand";
/**
 * The sign-in's second step (docs/decisions/0020): the code from the authenticator app, or,
 * behind a disclosure, a recovery code. One action checks either.
 */
export function SecondFactorStep({ returnTo }: { returnTo: AdminReturnPath }) {
  const [state, formAction, pending] = useActionState(verifySignInCode, initialState);
  const errorId = useId();
  const message = state.status === "idle" ? null : state.message;
  if (state.status === "expired") {
    return (
      <div className="mt-6 space-y-6">
        <p role="alert" className="text-sm font-semibold text-brand">
          {message}
        </p>
        {/* A full page load: the gate starts again from the key. */}
        <a href={returnTo} className={buttonClass({ size: "lg" })}>
          Start again
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="mt-4 text-lg text-ink-soft">
        Two-factor sign-in is on. Enter the 6‑digit code your authenticator app shows.
      </p>
      <form action={formAction} className="mt-10 space-y-5" aria-busy={pending}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="method" value="app" />
        <AuthenticatorCodeField
          id="authentication-code"
          label="Authentication code"
          invalid={Boolean(message)}
          errorId={errorId}
          autoFocus
        />
        <div id={errorId} role="alert" className="min-h-6 text-sm font-semibold text-brand">
          {message}
        </div>
        <Button
          type="submit"
          disabled={pending}
          variant="primary"
          size="lg"
          className="w-full disabled:cursor-wait"
        >
          <ShieldCheck aria-hidden className="size-5" />
          {pending ? "Checking…" : "Verify"}
        </Button>
      </form>
      <details className="group mt-8 border-t border-ink/10 pt-6">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink-soft hover:text-brand">
          <ChevronRight
            aria-hidden
            className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          />
          Use a recovery code instead
        </summary>
        <form action={formAction} className="mt-4 space-y-5" aria-busy={pending}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <input type="hidden" name="method" value="recovery" />
          <div className="space-y-2">
            <label htmlFor="recovery-code" className="block text-sm font-semibold">
              Recovery code
            </label>
            <input
              id="recovery-code"
              name="code"
              type="text"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              className={inputClass}
            />
            <p className="text-sm text-taupe-deep">
              Each of the codes you saved when you turned two-factor sign-in on works once.
            </p>
          </div>
          <Button
            type="submit"
            disabled={pending}
            size="lg"
            className="w-full disabled:cursor-wait"
          >
            Verify recovery code
          </Button>
        </form>
      </details>
    </>
  );
}
