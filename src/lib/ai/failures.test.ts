import { describe, expect, it } from "vitest";
import { type AiFailure, aiFailureSchema, failureReason } from "./failures";

describe("failureReason", () => {
  it.each<[AiFailure, string]>([
    [{ kind: "blocked-prompt", reason: "SAFETY" }, "The AI provider blocked the prompt (SAFETY)."],
    [
      { kind: "blocked-answer", reason: "SAFETY" },
      "The answer was stopped for safety reasons (SAFETY).",
    ],
    [
      { kind: "blocked-answer", reason: "RECITATION" },
      "The answer was stopped because it repeated existing text (RECITATION).",
    ],
    [
      { kind: "blocked-answer", reason: "LANGUAGE" },
      "The answer was stopped: the language is not supported (LANGUAGE).",
    ],
    [{ kind: "blocked-answer", reason: "SPII" }, "The answer was stopped (SPII)."],
    [{ kind: "timeout" }, "The AI provider did not answer in time."],
    [{ kind: "cancelled" }, "Cancelled before the answer was complete."],
    [{ kind: "empty-answer" }, "The AI provider returned an empty answer."],
    [{ kind: "invalid-answer" }, "The AI provider sent an answer that could not be read."],
    [{ kind: "provider-error" }, "The AI provider could not be reached."],
    [{ kind: "provider-error", status: 403 }, "The AI provider refused the API key."],
    [{ kind: "provider-error", status: 503 }, "The AI provider answered with an error (HTTP 503)."],
    [{ kind: "empty-content" }, "Please enter content or a prompt first."],
    [
      { kind: "too-large", limit: 40000 },
      "The content is longer than the 40,000 characters the assistant accepts.",
    ],
    [
      { kind: "rate-limited", retryAfterSeconds: 30 },
      "Too many AI requests. Try again in 1 minute.",
    ],
    [
      { kind: "rate-limited", retryAfterSeconds: 61 },
      "Too many AI requests. Try again in 2 minutes.",
    ],
  ])("explains %j", (failure, line) => {
    expect(failureReason(failure)).toBe(line);
  });
});

describe("aiFailureSchema", () => {
  it("accepts what the server sends and rejects anything else", () => {
    expect(aiFailureSchema.parse({ kind: "provider-error", status: 500 })).toEqual({
      kind: "provider-error",
      status: 500,
    });
    expect(aiFailureSchema.safeParse({ kind: "teapot" }).success).toBe(false);
    expect(aiFailureSchema.safeParse({ kind: "blocked-prompt" }).success).toBe(false);
  });
});
