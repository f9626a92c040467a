import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeminiProvider } from "@/server/ai/gemini-provider";
import { type AiProvider, AiProviderError, formatUpstreamError } from "@/server/ai/provider";
import {
  FAKE_GEMINI_KEY,
  type FakeGemini,
  googleError,
  startFakeGemini,
} from "../support/fake-gemini";

/*
 * The real @google/genai SDK against the loopback Gemini server: what it sends, how each answer
 * and failure comes back, and that a timeout or a cancel closes the upstream connection.
 */

let fake: FakeGemini;
let gemini: AiProvider;

beforeAll(async () => {
  fake = await startFakeGemini();
  gemini = provider();
});
afterAll(() => fake.close());

function provider(overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) {
  return createGeminiProvider({
    apiKey: overrides.apiKey ?? FAKE_GEMINI_KEY,
    model: "gemini-2.5-flash",
    baseUrl: overrides.baseUrl ?? fake.url,
    timeoutMs: overrides.timeoutMs ?? 10_000,
  });
}

async function collect(source: AiProvider, prompt = "Write about chairs.", signal?: AbortSignal) {
  const pieces: string[] = [];
  for await (const piece of source.streamText(prompt, signal ?? new AbortController().signal)) {
    pieces.push(piece);
  }
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

describe("Gemini provider", () => {
  it("streams the answer from streamGenerateContent with the key in the header", async () => {
    fake.enqueue({ kind: "answer", chunks: ["<h2>One</h2>", "<p>Two</p>"], delayMs: 5 });
    const pieces = await collect(gemini, "Write about chairs.");
    expect(pieces).toEqual(["<h2>One</h2>", "<p>Two</p>"]);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    expect(request?.headers["x-goog-api-key"]).toBe(FAKE_GEMINI_KEY);
    expect(request?.body).toMatchObject({
      contents: [{ role: "user", parts: [{ text: "Write about chairs." }] }],
    });
  });

  it("maps a blocked prompt to its block reason", async () => {
    fake.enqueue({ kind: "block-prompt", reason: "SAFETY" });
    const error = await failureOf(collect(gemini));
    expect(error.failure).toEqual({ kind: "blocked-prompt", reason: "SAFETY" });
  });

  it.each(["SAFETY", "RECITATION", "LANGUAGE"])(
    "maps a candidate stopped for %s",
    async (reason) => {
      fake.enqueue({ kind: "stop", reason, chunks: ["<p>Partial"] });
      const error = await failureOf(collect(gemini));
      expect(error.failure).toEqual({ kind: "blocked-answer", reason });
    },
  );

  it("formats an HTTP error as the log line, with details and without the key", async () => {
    fake.enqueue({
      kind: "http-error",
      status: 429,
      statusText: "Too Many Requests",
      body: googleError(429, "RESOURCE_EXHAUSTED", `Quota exceeded for key ${FAKE_GEMINI_KEY}.`, [
        {
          "@type": "type.googleapis.com/google.rpc.RetryInfo",
          retryDelay: "7s",
          key: FAKE_GEMINI_KEY,
        },
      ]),
    });
    const error = await failureOf(collect(gemini));
    expect(error.failure).toEqual({ kind: "provider-error", status: 429 });
    const line = formatUpstreamError(error.upstream!);
    expect(line).toBe(
      `Error fetching from ${fake.url}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse: ` +
        "[429 Too Many Requests] Quota exceeded for key [redacted]. " +
        '[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"7s","key":"[redacted]"}]',
    );
    expect(line).not.toContain(FAKE_GEMINI_KEY);
  });

  it("reports a rejected key as the API's 400 with its details", async () => {
    const error = await failureOf(collect(provider({ apiKey: "wrong-key" })));
    expect(error.failure).toEqual({ kind: "provider-error", status: 400 });
    expect(formatUpstreamError(error.upstream!)).toMatch(
      /\[400 Bad Request\] API key not valid\. Please pass a valid API key\. \[.*API_KEY_INVALID/,
    );
  });

  it("reports an error inside a 200 stream with the error's own code and status", async () => {
    fake.enqueue({
      kind: "stream-error",
      chunks: ["<p>Half"],
      code: 500,
      status: "INTERNAL",
      message: "An internal error has occurred.",
    });
    const error = await failureOf(collect(gemini));
    expect(error.failure).toEqual({ kind: "provider-error", status: 500 });
    expect(formatUpstreamError(error.upstream!)).toMatch(
      /\[500 INTERNAL\] An internal error has occurred\.$/,
    );
  });

  it("yields nothing for an empty answer", async () => {
    fake.enqueue({ kind: "empty" });
    expect(await collect(gemini)).toEqual([]);
  });

  it("maps an unreadable stream to invalid-answer", async () => {
    fake.enqueue({ kind: "garbage" });
    const error = await failureOf(collect(gemini));
    expect(error.failure).toEqual({ kind: "invalid-answer" });
  });

  it("maps an unreachable server to a provider error without status", async () => {
    const closed = await startFakeGemini();
    await closed.close();
    const error = await failureOf(collect(provider({ baseUrl: closed.url })));
    expect(error.failure).toEqual({ kind: "provider-error" });
    expect(error.upstream?.message).toMatch(/ECONNREFUSED/);
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
    const pieces: string[] = [];
    const error = await failureOf(
      (async () => {
        for await (const piece of gemini.streamText("x", controller.signal)) {
          pieces.push(piece);
          controller.abort();
        }
      })(),
    );
    expect(pieces).toEqual(["<p>Start"]);
    expect(error.failure).toEqual({ kind: "cancelled" });
    expect(await fake.requests.at(-1)?.ended).toBe("closed-early");
  });

  it("also answers generateContent, the call the original product made", async () => {
    const { GoogleGenAI } = await import("@google/genai");
    const client = new GoogleGenAI({ apiKey: FAKE_GEMINI_KEY, httpOptions: { baseUrl: fake.url } });
    fake.enqueue({ kind: "answer", chunks: ["<p>Whole</p>"] });
    const response = await client.models.generateContent({
      model: "gemini-2.5-flash",
      contents: "Hi",
    });
    expect(response.candidates?.[0]?.content?.parts?.[0]?.text).toBe("<p>Whole</p>");
    expect(fake.requests.at(-1)?.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
  });
});
