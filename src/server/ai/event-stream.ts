import "server-only";
import { type AiStreamEvent, encodeAiEvent } from "@/lib/ai/protocol";

const encoder = new TextEncoder();

/**
 * Serves events as text/event-stream, pulled one at a time (a slow reader slows the upstream
 * read instead of filling memory). When the browser goes away, `onCancel` aborts the upstream
 * request at once.
 */
export function eventStreamResponse(
  events: AsyncGenerator<AiStreamEvent>,
  onCancel: () => void,
): Response {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(encodeAiEvent(next.value)));
    },
    async cancel() {
      onCancel();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    },
  });
}
