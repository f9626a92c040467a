import "server-only";
import { headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { PRODUCTION_SERVER_VARIABLE } from "@/server/production-server";

/** Every request whose address no trusted server vouched for shares this rate-limit bucket. */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

/**
 * The requesting client's address, as the production server decided it: it writes this header
 * on every request it hands to Next.js, over whatever a client sent (docs/decisions/0021 and
 * 0031). Under any other server (`next dev`; `next start` refuses to run in production) nothing
 * overwrites the header, so it is not read: every request is "unknown", as outside a request.
 */
export async function getClientAddress(): Promise<string> {
  if (!process.env[PRODUCTION_SERVER_VARIABLE]) return UNKNOWN_CLIENT_ADDRESS;
  try {
    return (await headers()).get(CLIENT_ADDRESS_HEADER) || UNKNOWN_CLIENT_ADDRESS;
  } catch {
    return UNKNOWN_CLIENT_ADDRESS;
  }
}
