import "server-only";
import { clientAddressOfRequest } from "@/server/http/server-bridge";

/** Every request whose address no trusted server vouched for shares this rate-limit bucket. */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

/**
 * The requesting client's address, as the production server determined it. Under `next start`
 * or `next dev` (no custom server) it is "unknown" for every request, so all share one
 * rate-limit bucket: no header a client sends is believed (docs/decisions/0021).
 */
export async function getClientAddress(): Promise<string> {
  return clientAddressOfRequest() ?? UNKNOWN_CLIENT_ADDRESS;
}
