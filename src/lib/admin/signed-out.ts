/** What every admin action and read answers when the session has ended. */
export type SignedOut = { status: "signed-out"; message: string };

export const SIGNED_OUT: SignedOut = {
  status: "signed-out",
  message: "Your session has ended. Sign in again to continue.",
};
