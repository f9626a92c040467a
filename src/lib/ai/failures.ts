import { z } from "zod";

/** The exact failure messages the admin shows (docs/decisions/0010). */
export const AI_EMPTY_CONTENT_MESSAGE = "Please enter content or a prompt first.";
export const AI_FAILURE_MESSAGE = "Failed to generate with AI.";

/**
 * Why an AI action failed, as the server tells the browser. The browser turns it into the short
 * second line under "Failed to generate with AI." with `failureReason`.
 */
export const aiFailureSchema = z.discriminatedUnion("kind", [
  /** The provider refused the prompt (promptFeedback.blockReason). */
  z.object({ kind: z.literal("blocked-prompt"), reason: z.string().max(64) }),
  /** The provider stopped its answer (finishReason SAFETY, RECITATION, LANGUAGE, …). */
  z.object({ kind: z.literal("blocked-answer"), reason: z.string().max(64) }),
  z.object({ kind: z.literal("timeout") }),
  z.object({ kind: z.literal("cancelled") }),
  z.object({ kind: z.literal("empty-answer") }),
  /** The provider's answer could not be read (not its documented format). */
  z.object({ kind: z.literal("invalid-answer") }),
  /** The provider answered with an HTTP error, or could not be reached (no status). */
  z.object({ kind: z.literal("provider-error"), status: z.number().int().optional() }),
  z.object({ kind: z.literal("empty-content") }),
  z.object({ kind: z.literal("too-large"), limit: z.number().int() }),
  z.object({ kind: z.literal("rate-limited"), retryAfterSeconds: z.number().int() }),
  z.object({ kind: z.literal("unavailable") }),
  z.object({ kind: z.literal("signed-out") }),
  z.object({ kind: z.literal("invalid-request") }),
  /** This site failed to answer properly (a bug or an outage, not the provider). */
  z.object({ kind: z.literal("server-error"), status: z.number().int() }),
  /** The browser lost the connection to this site. */
  z.object({ kind: z.literal("network") }),
]);

export type AiFailure = z.infer<typeof aiFailureSchema>;

const ANSWER_STOPS: Record<string, string> = {
  SAFETY: "The answer was stopped for safety reasons (SAFETY).",
  RECITATION: "The answer was stopped because it repeated existing text (RECITATION).",
  LANGUAGE: "The answer was stopped: the language is not supported (LANGUAGE).",
};

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? "1 minute" : `${count} minutes`;
}

function providerErrorReason(status: number | undefined): string {
  if (status === undefined) return "The AI provider could not be reached.";
  if (status === 401 || status === 403) return "The AI provider refused the API key.";
  if (status === 429) return "The AI provider is limiting requests; try again shortly.";
  return `The AI provider answered with an error (HTTP ${status}).`;
}

/** The one-line reason shown under the failure message. */
export function failureReason(failure: AiFailure): string {
  switch (failure.kind) {
    case "blocked-prompt":
      return `The AI provider blocked the prompt (${failure.reason}).`;
    case "blocked-answer":
      return ANSWER_STOPS[failure.reason] ?? `The answer was stopped (${failure.reason}).`;
    case "timeout":
      return "The AI provider did not answer in time.";
    case "cancelled":
      return "Cancelled before the answer was complete.";
    case "empty-answer":
      return "The AI provider returned an empty answer.";
    case "invalid-answer":
      return "The AI provider sent an answer that could not be read.";
    case "provider-error":
      return providerErrorReason(failure.status);
    case "empty-content":
      return AI_EMPTY_CONTENT_MESSAGE;
    case "too-large":
      return `The content is longer than the ${failure.limit.toLocaleString("en")} characters the assistant accepts.`;
    case "rate-limited":
      return `Too many AI requests. Try again in ${minutes(failure.retryAfterSeconds)}.`;
    case "unavailable":
      return "The AI assistant is not configured on this server.";
    case "signed-out":
      return "Your session has ended. Sign in again.";
    case "invalid-request":
      return "The request was not understood.";
    case "server-error":
      return `The server could not complete the request (HTTP ${failure.status}).`;
    case "network":
      return "The connection to the server was lost.";
  }
}
