import "server-only";
import type { AiFailure } from "@/lib/ai/failures";

/** A model that writes text, streamed. Implementations: Gemini, OpenAI-compatible servers. */
export interface AiProvider {
  readonly name: "gemini" | "openai";
  readonly model: string;
  /**
   * The answer's text as it arrives. Aborting `signal` ends the upstream request. Throws an
   * AiProviderError for every failure, so callers need no provider-specific handling.
   */
  streamText(prompt: string, signal: AbortSignal): AsyncIterable<string>;
}

/** What the server log needs about an upstream HTTP failure (never the key). */
export type UpstreamError = {
  url: string;
  status?: number;
  statusText?: string;
  message: string;
  details?: unknown;
};

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    readonly upstream?: UpstreamError,
    options?: { cause?: unknown },
  ) {
    super(upstream ? formatUpstreamError(upstream) : `AI request failed: ${failure.kind}`, options);
    this.name = "AiProviderError";
  }
}

/** The log line for an upstream failure: "Error fetching from {url}: [status statusText] message". */
export function formatUpstreamError(error: UpstreamError): string {
  const status = [error.status, error.statusText].filter(
    (part) => part !== undefined && part !== "",
  );
  const line = `Error fetching from ${error.url}: ${status.length > 0 ? `[${status.join(" ")}] ` : ""}${error.message}`;
  return error.details === undefined ? line : `${line} ${JSON.stringify(error.details)}`;
}

/** A URL fit for a log: no credentials, no query string (where a key could travel). */
export function loggableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    const alt = parsed.searchParams.get("alt");
    parsed.search = alt ? `?alt=${alt}` : "";
    return parsed.href;
  } catch {
    return "(invalid URL)";
  }
}

/** Replaces every occurrence of a secret in text that is about to be logged. */
export function redactSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join("[redacted]") : text;
}

/** Whether an error is the abort of a fetch or of reading its body. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
