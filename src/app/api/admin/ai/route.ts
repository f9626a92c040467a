import { handleAiRequest } from "@/server/ai/ai-endpoint";
import { aiEndpointDeps } from "@/server/ai/ai-assistant";

/** Generate and Polish for the blog editor, streamed as server-sent events (admin only). */
export async function POST(request: Request) {
  return handleAiRequest(request, aiEndpointDeps());
}
