import "server-only";
import type { Logger } from "pino";
import type { AiFailure } from "@/lib/ai/failures";
import { AI_INSTRUCTION_MAX_CHARS, aiRequestSchema, hasAiContent } from "@/lib/ai/protocol";
import { isSameOriginRequest } from "@/server/auth/same-origin";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import type { RateDecision } from "./ai-rate-limit";
import { eventStreamResponse } from "./event-stream";
import type { AiProvider } from "./provider";
import { runAiAction } from "./run-ai-action";

export type AiEndpointDeps = {
  /** The signed-in admin's session (its token hash), or null: the admin guard. */
  authorize: () => Promise<string | null>;
  provider: AiProvider | null;
  maxInputChars: number;
  takeRequest: (sessionId: string) => Promise<RateDecision>;
  log: Pick<Logger, "info" | "warn" | "error">;
};

const STATUS: Partial<Record<AiFailure["kind"], number>> = {
  "signed-out": 401,
  "invalid-request": 400,
  "empty-content": 400,
  "too-large": 413,
  unavailable: 503,
  "rate-limited": 429,
};

function failureResponse(failure: AiFailure, headers?: Record<string, string>): Response {
  return Response.json(
    { failure },
    { status: STATUS[failure.kind] ?? 400, headers: { "cache-control": "no-store", ...headers } },
  );
}

/**
 * POST /api/admin/ai: checks the session, the origin, the body and the limits, then streams the
 * action's events. Failures before streaming are JSON with a status; later ones are events.
 */
export async function handleAiRequest(request: Request, deps: AiEndpointDeps): Promise<Response> {
  const sessionId = await deps.authorize();
  if (!sessionId) return failureResponse({ kind: "signed-out" });
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ error: "cross-origin request refused" }, { status: 403 });
  }
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return failureResponse({ kind: "invalid-request" });
  }
  // JSON may spell one character in up to six bytes ("\u0000"); the exact limit comes after.
  const maxBytes = (deps.maxInputChars + AI_INSTRUCTION_MAX_CHARS) * 6 + 1024;
  const body = await readLimitedBody(request, maxBytes);
  if (body === null) return failureResponse({ kind: "too-large", limit: deps.maxInputChars });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return failureResponse({ kind: "invalid-request" });
  }
  const parsed = aiRequestSchema.safeParse(json);
  if (!parsed.success) return failureResponse({ kind: "invalid-request" });
  const aiRequest = parsed.data;
  // Sizes and the rate limit before anything reads the content.
  if (aiRequest.content.length > deps.maxInputChars) {
    return failureResponse({ kind: "too-large", limit: deps.maxInputChars });
  }
  if (!deps.provider) return failureResponse({ kind: "unavailable" });
  const decision = await deps.takeRequest(sessionId);
  if (!decision.allowed) {
    const { retryAfterSeconds } = decision;
    return failureResponse(
      { kind: "rate-limited", retryAfterSeconds },
      { "retry-after": String(retryAfterSeconds) },
    );
  }
  if (!hasAiContent(aiRequest.content)) return failureResponse({ kind: "empty-content" });

  // Aborted when the browser disconnects (request.signal) or stops reading (stream cancel).
  const upstream = new AbortController();
  const abort = () => upstream.abort();
  request.signal.addEventListener("abort", abort, { once: true });
  const events = runAiAction(deps.provider, aiRequest, { signal: upstream.signal, log: deps.log });
  async function* withCleanup() {
    try {
      yield* events;
    } finally {
      request.signal.removeEventListener("abort", abort);
    }
  }
  return eventStreamResponse(withCleanup(), abort);
}
