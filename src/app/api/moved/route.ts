import type { NextRequest } from "next/server";
import { findRedirect } from "@/lib/redirects/redirects";
import { log } from "@/server/log";
import { getRedirects } from "@/server/redirects/redirects";

/*
 * The paths no route serves, handed over by the proxy (src/proxy.ts): an operator's redirect
 * sends the visitor on (308 permanent, 307 temporary), anything else goes home with a 307
 * (docs/decisions/0009, 0036). The path comes from the proxy; whoever calls this directly can
 * only be sent to the site's own pages.
 */

async function answer(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get("path") ?? "/";
  let redirect;
  try {
    redirect = path.startsWith("/") ? findRedirect(await getRedirects(), path) : undefined;
  } catch (error) {
    // The database is down: the visitor still lands somewhere, as before redirects existed.
    log.error({ err: error }, "could not read the redirects");
  }
  const location = new URL(redirect?.to ?? "/", request.nextUrl.href);
  return new Response(null, {
    status: redirect?.permanent ? 308 : 307,
    headers: { location: location.href },
  });
}

export const GET = answer;
export const HEAD = answer;
