import { Button } from "@/components/common/button";
import { ShieldOff } from "lucide-react";
import { inputClass } from "@/components/common/form-field";

const FIELD_ID = "turn-off-code";
const HINT_ID = "turn-off-code-hint";

/**
 * Turning two-factor sign-in off (docs/decisions/0020): it takes a current code from the app or
 * one of the recovery codes, in one field, so a browser left signed in cannot switch it off.
 */
export function TurnOffTwoFactor({
  formAction,
  pending,
  invalid,
  errorId,
}: {
  formAction: (formData: FormData) => void;
  pending: boolean;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <section aria-labelledby="turn-off-title" className="mt-10 border-t border-ink/10 pt-8">
      <h3 id="turn-off-title" className="text-lg font-semibold">
        Turn off two-factor sign-in
      </h3>
      <form action={formAction} className="mt-4 max-w-sm space-y-4" aria-busy={pending}>
        <div className="space-y-2">
          <label htmlFor={FIELD_ID} className="block text-sm font-semibold">
            Code from the app or a recovery code
          </label>
          <input
            id={FIELD_ID}
            name="code"
            type="text"
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${HINT_ID}` : HINT_ID}
            className={inputClass}
          />
          <p id={HINT_ID} className="text-sm text-taupe-deep">
            The six digits your authenticator app shows now, or one of your unused recovery codes.
          </p>
        </div>
        <Button
          type="submit"
          name="intent"
          value="turn-off"
          disabled={pending}
          size="lg"
          className="disabled:cursor-wait"
        >
          <ShieldOff aria-hidden className="size-5" />
          Turn off two-factor sign-in
        </Button>
      </form>
    </section>
  );
}
