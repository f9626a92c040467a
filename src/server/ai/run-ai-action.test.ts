import { describe, expect, it, vi } from "vitest";
import type { AiStreamEvent } from "@/lib/ai/protocol";
import { type AiProvider, AiProviderError } from "./provider";
import { AI_SNAPSHOT_INTERVAL_MS, runAiAction, toPostHtml } from "./run-ai-action";

/** A provider that yields pieces, moving a fake clock forward before each one. */
function scripted(pieces: Array<[advanceMs: number, text: string]>, error?: Error) {
  const clock = { now: 0 };
  const prompts: string[] = [];
  const provider: AiProvider = {
    name: "gemini",
    model: "test-model",
    async *streamText(prompt) {
      prompts.push(prompt);
      for (const [advance, text] of pieces) {
        clock.now += advance;
        yield text;
      }
      if (error) throw error;
    },
  };
  return { provider, clock, prompts };
}

function logger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

async function run(provider: AiProvider, clock: { now: number }, log = logger()) {
  const events: AiStreamEvent[] = [];
  const options = { signal: new AbortController().signal, log, now: () => clock.now };
  for await (const event of runAiAction(provider, { action: "generate", content: "x" }, options)) {
    events.push(event);
  }
  return { events, log };
}

describe("runAiAction", () => {
  it("sends snapshots no more often than the interval, then the final HTML", async () => {
    const { provider, clock } = scripted([
      [0, "```html\n<h2>A"],
      [10, "</h2>"],
      [AI_SNAPSHOT_INTERVAL_MS, "<p>B</p>"],
      [10, "\n```"],
    ]);
    const { events } = await run(provider, clock);
    expect(events).toEqual([
      { type: "snapshot", html: "<h2>A</h2>" },
      { type: "snapshot", html: "<h2>A</h2><p>B</p>" },
      { type: "done", html: "<h2>A</h2><p>B</p>", badge: "Gemini Draft SEO" },
    ]);
  });

  it("ends with the provider's failure, logged as a warning", async () => {
    const { provider, clock } = scripted(
      [[0, "<p>a"]],
      new AiProviderError({ kind: "blocked-answer", reason: "RECITATION" }),
    );
    const { events, log } = await run(provider, clock);
    expect(events.at(-1)).toEqual({
      type: "failure",
      failure: { kind: "blocked-answer", reason: "RECITATION" },
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ action: "generate", provider: "gemini", model: "test-model" }),
      "AI request failed: blocked-answer",
    );
  });

  it("logs an upstream error with the formatted line", async () => {
    const upstream = { url: "http://x/v1", status: 500, statusText: "Internal", message: "boom" };
    const { provider, clock } = scripted(
      [],
      new AiProviderError({ kind: "provider-error", status: 500 }, upstream),
    );
    const { log } = await run(provider, clock);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ upstream }),
      "Error fetching from http://x/v1: [500 Internal] boom",
    );
  });

  it("reports an unexpected error as a provider error, logged once with its cause", async () => {
    const { provider, clock } = scripted([], new Error("bug"));
    const { events, log } = await run(provider, clock);
    expect(events).toEqual([{ type: "failure", failure: { kind: "provider-error" } }]);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});

describe("toPostHtml", () => {
  it("strips fences and anything the post sanitiser refuses", () => {
    expect(
      toPostHtml('```html\n<h1 onclick="x()">T</h1><script>alert(1)</script><p>ok</p>\n```'),
    ).toBe("<h2>T</h2><p>ok</p>");
  });
});
