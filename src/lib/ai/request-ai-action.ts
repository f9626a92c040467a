import { createSseParser } from "@/lib/ai/sse";
import type { AiFailure } from "./failures";
import { AI_ENDPOINT, type AiRequest, aiFailureResponseSchema, decodeAiEvent } from "./protocol";

/*
 * The browser's half of the AI endpoint: posts the request, hands every snapshot of the answer
 * to the editor as it arrives, and resolves with the final HTML or a typed failure. It never
 * throws, so the caller has one place to show "Failed to generate with AI.".
 */

export type AiOutcome =
  { ok: true; html: string; badge: string } | { ok: false; failure: AiFailure };

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

async function readFailure(response: Response): Promise<AiFailure> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = aiFailureResponseSchema.safeParse(body);
  if (parsed.success) return parsed.data.failure;
  if (response.status === 401) return { kind: "signed-out" };
  return { kind: "server-error", status: response.status };
}

/** Reads the endpoint's answer: a JSON failure, or an event stream ending in done or failure. */
export async function readAiResponse(
  response: Response,
  onSnapshot: (html: string) => void,
): Promise<AiOutcome> {
  if (!response.ok) return { ok: false, failure: await readFailure(response) };
  if (!/^text\/event-stream/i.test(response.headers.get("content-type") ?? "") || !response.body) {
    return { ok: false, failure: { kind: "server-error", status: response.status } };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ok: false, failure: { kind: "network" } };
      for (const sse of parser.push(decoder.decode(value, { stream: true }))) {
        const event = decodeAiEvent(sse);
        if (event?.type === "snapshot") onSnapshot(event.html);
        if (event?.type === "done") return { ok: true, html: event.html, badge: event.badge };
        if (event?.type === "failure") return { ok: false, failure: event.failure };
      }
    }
  } catch (error) {
    return { ok: false, failure: isAbort(error) ? { kind: "cancelled" } : { kind: "network" } };
  } finally {
    reader.releaseLock();
  }
}

/** Runs one Generate or Polish; aborting `signal` cancels it, upstream included. */
export async function requestAiAction(
  request: AiRequest,
  options: { signal: AbortSignal; onSnapshot: (html: string) => void; fetch?: typeof fetch },
): Promise<AiOutcome> {
  const send = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await send(AI_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    return { ok: false, failure: isAbort(error) ? { kind: "cancelled" } : { kind: "network" } };
  }
  return readAiResponse(response, options.onSnapshot);
}
