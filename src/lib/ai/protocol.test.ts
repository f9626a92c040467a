import { describe, expect, it } from "vitest";
import { createSseParser } from "@/lib/ai/sse";
import {
  type AiStreamEvent,
  aiRequestSchema,
  decodeAiEvent,
  encodeAiEvent,
  hasAiContent,
} from "./protocol";

function roundTrip(event: AiStreamEvent) {
  const [sse] = createSseParser().push(encodeAiEvent(event));
  return sse ? decodeAiEvent(sse) : undefined;
}

describe("AI stream events", () => {
  it("survive encoding and decoding, HTML with line breaks included", () => {
    const events: AiStreamEvent[] = [
      { type: "snapshot", html: "<h2>Title</h2>\n<p>Body</p>" },
      { type: "done", html: "<p>x</p>", badge: "Gemini Polished" },
      { type: "failure", failure: { kind: "blocked-answer", reason: "SAFETY" } },
    ];
    for (const event of events) expect(roundTrip(event)).toEqual(event);
  });

  it("decodes unknown or malformed events to null", () => {
    expect(decodeAiEvent({ event: "snapshot", data: "not json" })).toBeNull();
    expect(decodeAiEvent({ event: "snapshot", data: '{"html":1}' })).toBeNull();
    expect(decodeAiEvent({ event: "surprise", data: "{}" })).toBeNull();
    expect(decodeAiEvent({ event: "failure", data: '{"kind":"nope"}' })).toBeNull();
  });
});

describe("aiRequestSchema", () => {
  it("accepts both actions and rejects unknown fields and actions", () => {
    expect(aiRequestSchema.safeParse({ action: "generate", content: "x" }).success).toBe(true);
    expect(
      aiRequestSchema.safeParse({ action: "polish", content: "x", instruction: "Shorter." })
        .success,
    ).toBe(true);
    expect(aiRequestSchema.safeParse({ action: "translate", content: "x" }).success).toBe(false);
    expect(
      aiRequestSchema.safeParse({ action: "generate", content: "x", model: "y" }).success,
    ).toBe(false);
    expect(
      aiRequestSchema.safeParse({ action: "polish", content: "x", instruction: "a".repeat(501) })
        .success,
    ).toBe(false);
  });
});

describe("hasAiContent", () => {
  it("needs words, not just empty markup", () => {
    expect(hasAiContent("")).toBe(false);
    expect(hasAiContent("<p></p>")).toBe(false);
    expect(hasAiContent("<p> &nbsp; </p><br>")).toBe(false);
    expect(hasAiContent("write about chairs")).toBe(true);
    expect(hasAiContent("<p>Draft</p>")).toBe(true);
  });
});
