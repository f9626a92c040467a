import "server-only";
import QRCode from "qrcode";
import type { TwoFactorSettings, TwoFactorSetup } from "@/lib/admin/two-factor-settings";
import { site } from "@/content/site";
import { getDb } from "@/server/db/database";
import { TWO_FACTOR_FRESH_SIGN_IN_MS } from "./auth-constants";
import { isFreshSignIn, requireAdmin } from "./session";
import { otpauthUri } from "./totp";
import { getTwoFactorStatus } from "./two-factor";

/** The account name authenticator apps list under the site's name. */
const TOTP_ACCOUNT = "admin";

/** What the security page shows; requireAdmin() first. */
export async function loadTwoFactorSettings(): Promise<TwoFactorSettings> {
  const session = await requireAdmin();
  const status = await getTwoFactorStatus(await getDb());
  const fresh = isFreshSignIn(session);
  let setup: TwoFactorSetup | null = null;
  if (status.state === "pending" && fresh) {
    const uri = otpauthUri(status.secret, site.name, TOTP_ACCOUNT);
    // Drawn on the server as SVG: the secret goes to no QR service and no script draws it.
    const qrSvg = await QRCode.toString(uri, {
      type: "svg",
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#111010", light: "#ffffff" },
    });
    setup = { secret: status.secret, uri, qrSvg };
  }
  return {
    state: status.state,
    fresh,
    enabledOn:
      status.state === "on"
        ? status.enabledAt.toLocaleDateString("en-GB", {
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          })
        : null,
    recoveryCodesLeft: status.state === "on" ? status.recoveryCodesLeft : 0,
    freshMinutes: TWO_FACTOR_FRESH_SIGN_IN_MS / 60_000,
    setup,
  };
}
