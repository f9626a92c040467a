import "server-only";
import { ApiError, type Candidate, GoogleGenAI } from "@google/genai";
import {
  type AiProvider,
  AiProviderError,
  isAbortError,
  loggableUrl,
  redactSecret,
  type UpstreamError,
} from "./provider";

export type GeminiConfig = {
  apiKey: string;
  model: string;
  /** Replaces https://generativelanguage.googleapis.com (a proxy, or the test server). */
  baseUrl?: string | undefined;
  timeoutMs: number;
};

/** Finish reasons of a complete answer; any other reason means the answer was stopped. */
const COMPLETE = new Set(["STOP", "MAX_TOKENS", "FINISH_REASON_UNSPECIFIED"]);

type Trace = { url?: string; status?: number; statusText?: string };

/** A fetch that remembers the URL and status line, which the SDK's errors leave out. */
function tracedFetch(trace: Trace): typeof fetch {
  return async (input, init) => {
    trace.url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const response = await fetch(input, init);
    trace.status = response.status;
    trace.statusText = response.statusText;
    return response;
  };
}

function textOf(candidate: Candidate | undefined): string {
  let text = "";
  for (const part of candidate?.content?.parts ?? []) {
    if (typeof part.text === "string" && !part.thought) text += part.text;
  }
  return text;
}

type GoogleErrorBody = {
  error?: { code?: number; message?: string; status?: string; details?: unknown };
};

/** The SDK puts the error body's JSON in the message, after a prefix for in-stream errors. */
function parseApiErrorMessage(message: string): GoogleErrorBody["error"] {
  const start = message.indexOf("{");
  if (start === -1) return undefined;
  try {
    return (JSON.parse(message.slice(start)) as GoogleErrorBody).error;
  } catch {
    return undefined;
  }
}

function toProviderError(error: unknown, signal: AbortSignal, trace: Trace, apiKey: string) {
  if (error instanceof AiProviderError) return error;
  if (signal.aborted)
    return new AiProviderError({ kind: "cancelled" }, undefined, { cause: error });
  // The SDK's own timer (httpOptions.timeout) is the only other abort.
  if (isAbortError(error))
    return new AiProviderError({ kind: "timeout" }, undefined, { cause: error });
  const clean = (text: string) => redactSecret(text, apiKey);
  const url = loggableUrl(trace.url ?? "(no request sent)");
  if (error instanceof ApiError) {
    const body = parseApiErrorMessage(error.message);
    // An error inside a 200 stream carries its own code; the status line is then the body's.
    const sameStatus = trace.status === error.status;
    const upstream: UpstreamError = {
      url,
      status: error.status,
      statusText: sameStatus && trace.statusText ? trace.statusText : body?.status,
      message: clean(body?.message ?? error.message),
      ...(body?.details === undefined
        ? {}
        : { details: JSON.parse(clean(JSON.stringify(body.details))) as unknown }),
    };
    return new AiProviderError({ kind: "provider-error", status: error.status }, upstream);
  }
  const message = clean(describeError(error));
  // Before any response: the connection failed. After one: its body could not be read.
  const failure =
    trace.status === undefined
      ? ({ kind: "provider-error" } as const)
      : ({ kind: "invalid-answer" } as const);
  return new AiProviderError(failure, {
    url,
    status: trace.status,
    statusText: trace.statusText,
    message,
  });
}

/** "fetch failed" alone says nothing; Node puts the reason (ECONNREFUSED, …) in the cause. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/** Gemini through Google's Gen AI SDK, streamed (streamGenerateContent?alt=sse). */
export function createGeminiProvider(config: GeminiConfig): AiProvider {
  const client = new GoogleGenAI({
    apiKey: config.apiKey,
    httpOptions: {
      timeout: config.timeoutMs,
      ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    },
  });
  return {
    name: "gemini",
    model: config.model,
    async *streamText(prompt, signal) {
      const trace: Trace = {};
      try {
        const stream = await client.models.generateContentStream({
          model: config.model,
          contents: [{ role: "user", parts: [{ text: prompt }] }],
          config: { abortSignal: signal, httpOptions: { fetch: tracedFetch(trace) } },
        });
        for await (const chunk of stream) {
          const blockReason = chunk.promptFeedback?.blockReason;
          if (blockReason)
            throw new AiProviderError({ kind: "blocked-prompt", reason: blockReason });
          const candidate = chunk.candidates?.[0];
          const text = textOf(candidate);
          if (text) yield text;
          const finishReason = candidate?.finishReason;
          if (finishReason && !COMPLETE.has(finishReason)) {
            throw new AiProviderError({ kind: "blocked-answer", reason: finishReason });
          }
        }
      } catch (error) {
        throw toProviderError(error, signal, trace, config.apiKey);
      }
    },
  };
}
