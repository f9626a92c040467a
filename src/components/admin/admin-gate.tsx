"use client";

import { Button } from "@/components/common/button";
import { KeyRound } from "lucide-react";
import { useActionState, useId } from "react";
import { type AdminReturnPath, type SignInState, signIn } from "@/server/auth/actions";
import { SecondFactorStep } from "./second-factor-step";

const initialState: SignInState = { status: "idle" };

/**
 * The login gate: one "Secret key" field, then, when two-factor sign-in is on, the code.
 * Works without JavaScript too (a plain form post). The security page shows it again, with its
 * own heading, when a change needs a fresh sign-in.
 */
export function AdminGate({
  returnTo = "/admin",
  title = "Thought Hub admin",
  intro = "Sign in with the secret key to manage the blog.",
  heading: Heading = "h1",
}: {
  returnTo?: AdminReturnPath;
  title?: string;
  intro?: string;
  heading?: "h1" | "h2";
}) {
  const [state, formAction, pending] = useActionState(signIn, initialState);
  const errorId = useId();
  const titleId = useId();
  const error = state.status === "error" ? state.message : null;
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-md flex-col px-5 pt-16 pb-24 sm:px-8 md:pt-24"
    >
      <span aria-hidden className="mb-8 h-1 w-16 bg-brand" />
      <Heading id={titleId} className="font-display text-headline font-semibold">
        {title}
      </Heading>
      {state.status === "second-factor" ? (
        <SecondFactorStep returnTo={returnTo} />
      ) : (
        <>
          <p className="mt-4 text-lg text-ink-soft">{intro}</p>
          <form action={formAction} className="mt-10 space-y-5" aria-busy={pending}>
            <input type="hidden" name="returnTo" value={returnTo} />
            <div className="space-y-2">
              <label htmlFor="secret-key" className="block text-sm font-semibold">
                Secret key
              </label>
              <input
                id="secret-key"
                name="key"
                type="password"
                required
                autoComplete="current-password"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="block min-h-12 w-full rounded-none border border-ink/30 bg-white px-4 text-base outline-offset-2 focus-visible:border-brand"
              />
            </div>
            <div id={errorId} role="alert" className="min-h-6 text-sm font-semibold text-brand">
              {error}
            </div>
            <Button
              type="submit"
              disabled={pending}
              variant="primary"
              size="lg"
              className="w-full disabled:cursor-wait"
            >
              <KeyRound aria-hidden className="size-5" />
              {pending ? "Signing in…" : "Sign in"}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
