import type { Logger } from "pino";
import type { AiFailure } from "@/lib/ai/failures";
import { AI_INSTRUCTION_MAX_CHARS, aiRequestSchema, hasAiContent } from "@/lib/ai/protocol";
import { eventStreamResponse } from "./event-stream";
import type { AiProvider } from "./provider";
import type { RateDecision } from "./rate-limit";
import { runAiAction } from "./run-ai-action";

export type AiEndpointDeps = {
  /** The signed-in admin's session id, or null (the admin guard). */
  authorize: () => Promise<string | null>;
  provider: AiProvider | null;
  maxInputChars: number;
  takeRequest: (sessionId: string) => Promise<RateDecision>;
  /** The site's public origin; a browser request from any other origin is refused. */
  siteOrigin: string;
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

/** A browser's cross-site request carries a foreign Origin; non-browser clients send none. */
function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === request.headers.get("host");
  } catch {
    return false;
  }
}

/** Reads at most `maxBytes` of the body; null when there is more. */
async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * POST /api/admin/ai: checks the session, the origin, the body and the limits, then streams the
 * action's events. Failures before streaming are JSON with a status; later ones are events.
 */
export async function handleAiRequest(request: Request, deps: AiEndpointDeps): Promise<Response> {
  const sessionId = await deps.authorize();
  if (!sessionId) return failureResponse({ kind: "signed-out" });
  if (!isSameOrigin(request, deps.siteOrigin)) {
    return Response.json({ error: "cross-origin request refused" }, { status: 403 });
  }
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    return failureResponse({ kind: "invalid-request" });
  }
  // JSON may spell one character in up to six bytes ("\u0000"); the exact limit comes after.
  const maxBytes = (deps.maxInputChars + AI_INSTRUCTION_MAX_CHARS) * 6 + 1024;
  const text = await readBody(request, maxBytes);
  if (text === null) return failureResponse({ kind: "too-large", limit: deps.maxInputChars });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failureResponse({ kind: "invalid-request" });
  }
  const parsed = aiRequestSchema.safeParse(json);
  if (!parsed.success) return failureResponse({ kind: "invalid-request" });
  const aiRequest = parsed.data;
  if (!hasAiContent(aiRequest.content)) return failureResponse({ kind: "empty-content" });
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
