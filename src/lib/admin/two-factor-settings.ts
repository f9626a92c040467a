/** What the security page shows about two-factor sign-in (docs/decisions/0020). */

export type TwoFactorSetup = { secret: string; uri: string; qrSvg: string };

export type TwoFactorSettings = {
  state: "off" | "pending" | "on";
  /** Signed in recently enough to change anything. */
  fresh: boolean;
  /** The day it was turned on, as shown ("25 November 2026"). */
  enabledOn: string | null;
  recoveryCodesLeft: number;
  /** How recent a sign-in must be to change anything. */
  freshMinutes: number;
  /** Only for a fresh session with a setup under way: the secret to add to the app. */
  setup: TwoFactorSetup | null;
};
