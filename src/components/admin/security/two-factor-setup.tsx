import { Button } from "@/components/common/button";
import type { TwoFactorSetup as Setup } from "@/lib/admin/two-factor-settings";
import { AuthenticatorCodeField } from "../authenticator-code-field";

/**
 * Setting up: the QR code for the authenticator app (an SVG drawn on the server), the same
 * secret as an otpauth:// URI and as a key to type, then the app's first code to confirm.
 */
export function TwoFactorSetup({
  setup,
  formAction,
  pending,
  invalid,
  errorId,
}: {
  setup: Setup;
  formAction: (formData: FormData) => void;
  pending: boolean;
  invalid: boolean;
  errorId: string;
}) {
  const groupedKey = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="mt-8 space-y-10">
      <section aria-labelledby="setup-scan-title">
        <h3 id="setup-scan-title" className="text-lg font-semibold">
          1. Add the site to your authenticator app
        </h3>
        <p className="mt-2 max-w-prose text-ink-soft">
          Scan this QR code with an app such as a password manager or an authenticator.
        </p>
        <div className="mt-5 flex flex-col gap-6 sm:flex-row sm:items-start">
          <div
            role="img"
            aria-label="QR code of the setup key for your authenticator app"
            className="size-52 shrink-0 border border-ink/15 bg-white [&>svg]:size-full"
            // The SVG is the qrcode package's output for our own URI: no markup from anyone else.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <div className="min-w-0 space-y-4 text-sm">
            <dl className="space-y-4">
              <div>
                <dt className="font-semibold">Setup key</dt>
                <dd className="mt-1">
                  <code className="font-mono text-base tracking-wider">{groupedKey}</code>
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Setup link</dt>
                <dd className="mt-1">
                  <code className="font-mono break-all text-ink-soft">{setup.uri}</code>
                </dd>
              </div>
            </dl>
            <p className="text-taupe-deep">
              Can’t scan? Type the setup key into the app (time-based, 6 digits, every 30 seconds).
            </p>
          </div>
        </div>
      </section>
      <section aria-labelledby="setup-confirm-title">
        <h3 id="setup-confirm-title" className="text-lg font-semibold">
          2. Enter the code the app shows
        </h3>
        <form action={formAction} className="mt-4 max-w-sm space-y-4" aria-busy={pending}>
          <AuthenticatorCodeField
            id="setup-code"
            label="Code from the app"
            invalid={invalid}
            errorId={errorId}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              name="intent"
              value="confirm"
              disabled={pending}
              variant="primary"
              size="lg"
              className="disabled:cursor-wait"
            >
              Turn on two-factor sign-in
            </Button>
          </div>
        </form>
        <form action={formAction} className="mt-3">
          <Button
            type="submit"
            name="intent"
            value="cancel"
            disabled={pending}
            formNoValidate
            size="lg"
            className="disabled:cursor-wait"
          >
            Cancel setup
          </Button>
        </form>
      </section>
    </div>
  );
}
