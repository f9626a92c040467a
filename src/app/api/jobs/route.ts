import { revalidateBlog } from "@/server/blog/blog-cache";
import { JOBS_TOKEN_HEADER, isJobsToken } from "@/server/jobs/jobs-token";
import { serverInstanceId } from "@/server/http/server-bridge";
import { publishDue } from "@/server/jobs/run-jobs";

export const dynamic = "force-dynamic";

/**
 * The jobs runner's round, called by this process's own timer over loopback with its
 * in-memory token (src/server/jobs/jobs-token.ts); to anyone else it does not exist. Runs here,
 * in a request, because only a request can refresh Next.js's cache (docs/decisions/0025).
 */
export async function POST(request: Request) {
  if (!isJobsToken(request.headers.get(JOBS_TOKEN_HEADER))) {
    return new Response("Not found.\n", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  // The other instances learn of it from the row recorded with the publication (0023).
  const published = await publishDue(new Date(), serverInstanceId());
  if (published.length > 0) await revalidateBlog();
  return Response.json(
    { published: published.length },
    { headers: { "cache-control": "no-store" } },
  );
}
