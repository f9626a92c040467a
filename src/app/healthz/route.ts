/**
 * Liveness for a load balancer or an orchestrator (docs/decisions/0040): the process answers.
 * It needs nothing else, so a database outage never gets a healthy instance restarted.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
