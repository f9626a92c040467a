import { type NextRequest, NextResponse } from "next/server";
import { decideRoute } from "@/lib/routes/decide-route";

export function proxy(request: NextRequest) {
  const decision = decideRoute(request.nextUrl.pathname);
  if (decision.kind === "page") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = decision.location;
  if (!decision.permanent) url.search = "";
  return NextResponse.redirect(url, decision.permanent ? 308 : 307);
}

export const config = {
  // Framework assets, API routes, media, the health checks and any path with a file extension
  // are never redirected.
  matcher: ["/((?!_next/|api/|media/|uploads/|healthz$|readyz$|.*\\.[\\w]+$).*)"],
};
