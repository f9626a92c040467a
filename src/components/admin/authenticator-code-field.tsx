import { inputClass } from "@/components/common/form-field";

/** An app code's length is 6 (docs/decisions/0020); spaces and dashes typed with it are allowed. */
const CODE_INPUT_MAX = 12;

/**
 * The field for the code an authenticator app shows, used when signing in and when turning
 * two-factor sign-in on: a numeric keyboard on phones, the browser's one-time-code autofill, and
 * the digits spaced out so they can be checked against the app at a glance.
 */
export function AuthenticatorCodeField({
  id,
  label,
  invalid,
  errorId,
  autoFocus = false,
}: {
  id: string;
  label: string;
  invalid: boolean;
  /** The element that says what is wrong, read out with the field while it is invalid. */
  errorId?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_INPUT_MAX}
        spellCheck={false}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`${inputClass} tracking-[0.3em]`}
      />
    </div>
  );
}
