import { checkReadiness } from "@/server/db/readiness";

/**
 * Readiness (docs/decisions/0040): 200 when this instance can serve everything, 503 while its
 * database is unreachable or not migrated (pages that need none are still served) and while it
 * shuts down (src/server/http/front.ts).
 */
export const dynamic = "force-dynamic";

export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(
    readiness.ready ? { status: "ready" } : { status: "not ready", reason: readiness.reason },
    { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
