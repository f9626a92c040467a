import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { type AiProvider, AiProviderError, formatUpstreamError } from "@/server/ai/provider";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";

/* The OpenAI-compatible provider against a loopback chat-completions server. */

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

function provider(overrides: { apiKey?: string; timeoutMs?: number } = {}): AiProvider {
  return createOpenAiProvider({
    baseUrl: `${fake.url}/v1/`,
    apiKey: overrides.apiKey ?? FAKE_OPENAI_KEY,
    model: "local-model",
    timeoutMs: overrides.timeoutMs ?? 10_000,
  });
}

async function collect(source: AiProvider, signal = new AbortController().signal) {
  const pieces: string[] = [];
  for await (const piece of source.streamText("Write about chairs.", signal)) pieces.push(piece);
  return pieces;
}

async function failureOf(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AiProviderError))
    throw new Error(`expected AiProviderError, got ${String(error)}`);
  return error;
}

describe("OpenAI-compatible provider", () => {
  it("streams the deltas of a chat completion, sending the model, the prompt and the key", async () => {
    fake.enqueue({ kind: "answer", chunks: ["<h2>One</h2>", "<p>Two</p>"], delayMs: 5 });
    expect(await collect(provider())).toEqual(["<h2>One</h2>", "<p>Two</p>"]);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(request?.body).toEqual({
      model: "local-model",
      messages: [{ role: "user", content: "Write about chairs." }],
      stream: true,
    });
  });

  it("maps a content filter stop to a stopped answer", async () => {
    fake.enqueue({ kind: "answer", chunks: ["<p>Part"], finishReason: "content_filter" });
    const error = await failureOf(collect(provider()));
    expect(error.failure).toEqual({ kind: "blocked-answer", reason: "CONTENT_FILTER" });
  });

  it("formats an HTTP error as the log line, without the key", async () => {
    const error = await failureOf(collect(provider({ apiKey: "sk-wrong-key" })));
    expect(error.failure).toEqual({ kind: "provider-error", status: 401 });
    expect(formatUpstreamError(error.upstream!)).toBe(
      `Error fetching from ${fake.url}/v1/chat/completions: [401 Unauthorized] Incorrect API key provided. ` +
        '{"type":"invalid_request_error","code":"invalid_api_key"}',
    );
  });

  it("reports an error event inside the stream", async () => {
    fake.enqueue({ kind: "stream-error", chunks: ["<p>Half"], message: "model crashed" });
    const error = await failureOf(collect(provider()));
    expect(error.failure).toEqual({ kind: "provider-error" });
    expect(error.upstream?.message).toBe("model crashed");
  });

  it("maps unreadable events to invalid-answer", async () => {
    fake.enqueue({ kind: "garbage" });
    expect((await failureOf(collect(provider()))).failure).toEqual({ kind: "invalid-answer" });
  });

  it("times out a hanging answer and closes the upstream connection", async () => {
    fake.enqueue({ kind: "hang", chunks: ["<p>Start"] });
    const error = await failureOf(collect(provider({ timeoutMs: 300 })));
    expect(error.failure).toEqual({ kind: "timeout" });
    expect(await fake.requests.at(-1)?.ended).toBe("closed-early");
  });

  it("cancels on abort and closes the upstream connection", async () => {
    fake.enqueue({ kind: "hang", chunks: ["<p>Start"] });
    const controller = new AbortController();
    const error = await failureOf(
      (async () => {
        for await (const _piece of provider().streamText("x", controller.signal))
          controller.abort();
      })(),
    );
    expect(error.failure).toEqual({ kind: "cancelled" });
    expect(await fake.requests.at(-1)?.ended).toBe("closed-early");
  });
});
