import { issueFillToken } from "@/server/inquiries/fill-token";
import { getFormKeys } from "@/server/inquiries/form-keys";
import { log } from "@/server/log";

// A token is issued per request; it must never be cached or prerendered.
export const dynamic = "force-dynamic";

/**
 * The contact form's token (see fill-token.ts), fetched when a visitor turns to the form, so
 * that the contact page stays static and cacheable.
 */
export async function GET() {
  try {
    const keys = await getFormKeys();
    return Response.json(
      { token: issueFillToken(keys.token) },
      { headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    log.error({ err: error }, "could not issue a form token");
    return Response.json(
      { error: "unavailable" },
      { status: 503, headers: { "cache-control": "no-store", "retry-after": "5" } },
    );
  }
}
