import { type NextRequest, NextResponse } from "next/server";
import { decideRoute } from "@/lib/routes/decide-route";
import { MOVED_ROUTE } from "@/lib/routes/moved-route";

/*
 * Decides from what is fixed at build (decide-route.ts). One segment no fixed route serves goes
 * to the category route, which decides from the cached pages (0037); any other path no route
 * serves goes to the redirects route, which follows the operator's redirects from cached content
 * or sends it home. No request costs a database query here (docs/decisions/0009, 0036).
 */
export function proxy(request: NextRequest) {
  const decision = decideRoute(request.nextUrl.pathname);
  if (decision.kind === "page" || decision.kind === "content") return NextResponse.next();
  const url = request.nextUrl.clone();
  if (decision.kind === "unknown") {
    if (request.method === "GET" || request.method === "HEAD") {
      // The redirects route answers for it, under the address the visitor asked for.
      url.pathname = MOVED_ROUTE;
      url.search = new URLSearchParams({ path: request.nextUrl.pathname }).toString();
      return NextResponse.rewrite(url);
    }
    url.pathname = "/";
    url.search = "";
    return NextResponse.redirect(url, 307);
  }
  url.pathname = decision.location;
  if (!decision.permanent) url.search = "";
  return NextResponse.redirect(url, decision.permanent ? 308 : 307);
}

export const config = {
  matcher: [
    // Framework assets, API routes, media, the health checks and any path with a file extension
    // are never redirected (lib/routes/moved-route.ts says the same to the operator)…
    "/((?!_next/|api/|media/|uploads/|healthz$|readyz$|.*\\.[\\w]+$).*)",
    // …except the old pages of the sites an agency moves in from (MOVED_IN_EXTENSIONS), which
    // an operator may redirect: they are never files here.
    "/((?!_next/|api/|media/|uploads/).*\\.(?:html?|php|aspx?|jsp|cfm))",
  ],
};
