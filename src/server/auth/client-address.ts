import "server-only";
import { headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";

/**
 * The requesting client's address, as the production server determined it. Under `next dev`
 * (no custom server) every request is "unknown", so all share one rate-limit bucket.
 */
export async function getClientAddress(): Promise<string> {
  return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
