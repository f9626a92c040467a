import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildGeneratePrompt, buildPolishPrompt } from "@/lib/ai/prompts";
import { type AiStreamEvent, decodeAiEvent } from "@/lib/ai/protocol";
import { createSseParser } from "@/lib/ai/sse";
import { type AiEndpointDeps, handleAiRequest } from "@/server/ai/ai-endpoint";
import { createGeminiProvider } from "@/server/ai/gemini-provider";
import {
  FAKE_GEMINI_KEY,
  type FakeGemini,
  googleError,
  startFakeGemini,
} from "../support/fake-gemini";

/*
 * The AI endpoint end to end inside the process: the guard and limits before anything is sent
 * upstream, then the real SDK against the loopback Gemini server, streamed back as events.
 */

const SITE = "http://localhost:3000";
let fake: FakeGemini;
let logged: Array<{ level: string; fields: Record<string, unknown>; message: string }>;

beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => {
  logged = [];
});

const log = Object.fromEntries(
  (["info", "warn", "error"] as const).map((level) => [
    level,
    (fields: Record<string, unknown>, message: string) => logged.push({ level, fields, message }),
  ]),
) as unknown as AiEndpointDeps["log"];

function deps(overrides: Partial<AiEndpointDeps> = {}): AiEndpointDeps {
  return {
    authorize: async () => "session-1",
    provider: createGeminiProvider({
      apiKey: FAKE_GEMINI_KEY,
      model: "gemini-2.5-flash",
      baseUrl: fake.url,
      timeoutMs: 10_000,
    }),
    maxInputChars: 1000,
    takeRequest: async () => ({ allowed: true }),
    log,
    ...overrides,
  };
}

function post(body: unknown, init: { origin?: string; signal?: AbortSignal; type?: string } = {}) {
  return new Request(`${SITE}/api/admin/ai`, {
    method: "POST",
    headers: {
      "content-type": init.type ?? "application/json",
      origin: init.origin ?? SITE,
      host: "localhost:3000",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
}

async function readEvents(response: Response): Promise<AiStreamEvent[]> {
  const parser = createSseParser();
  const text = await response.text();
  return parser.push(text).flatMap((event) => decodeAiEvent(event) ?? []);
}

describe("AI endpoint: before anything goes upstream", () => {
  it.each<[string, Partial<AiEndpointDeps>, unknown, number, unknown]>([
    [
      "an anonymous request",
      { authorize: async () => null },
      { action: "generate", content: "x" },
      401,
      { kind: "signed-out" },
    ],
    [
      "empty content",
      {},
      { action: "generate", content: "<p> </p>" },
      400,
      { kind: "empty-content" },
    ],
    [
      "too much content",
      {},
      { action: "generate", content: "a".repeat(1001) },
      413,
      { kind: "too-large", limit: 1000 },
    ],
    ["an unknown action", {}, { action: "delete", content: "x" }, 400, { kind: "invalid-request" }],
    [
      "no provider configured",
      { provider: null },
      { action: "generate", content: "x" },
      503,
      { kind: "unavailable" },
    ],
  ])("refuses %s", async (_name, overrides, body, status, failure) => {
    const before = fake.requests.length;
    const response = await handleAiRequest(post(body), deps(overrides));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ failure });
    expect(fake.requests.length).toBe(before);
  });

  it("refuses a body far over the limit without reading all of it", async () => {
    const response = await handleAiRequest(
      post({ action: "generate", content: "a".repeat(20_000) }),
      deps(),
    );
    expect(response.status).toBe(413);
  });

  it("checks the size and the rate limit before it reads the content", async () => {
    const blank = "<p> </p>";
    const tooLarge = await handleAiRequest(
      post({ action: "generate", content: blank.repeat(200) }),
      deps(),
    );
    expect(await tooLarge.json()).toEqual({ failure: { kind: "too-large", limit: 1000 } });
    const limited = await handleAiRequest(
      post({ action: "generate", content: blank }),
      deps({ takeRequest: async () => ({ allowed: false, retryAfterSeconds: 60 }) }),
    );
    expect(limited.status).toBe(429);
  });

  it("refuses another origin and a form-encoded body", async () => {
    const body = { action: "generate", content: "x" };
    expect(
      (await handleAiRequest(post(body, { origin: "https://evil.example" }), deps())).status,
    ).toBe(403);
    const form = await handleAiRequest(post(JSON.stringify(body), { type: "text/plain" }), deps());
    expect(form.status).toBe(400);
  });

  it("answers 429 with Retry-After when the session is over its limit", async () => {
    const response = await handleAiRequest(
      post({ action: "generate", content: "x" }),
      deps({ takeRequest: async () => ({ allowed: false, retryAfterSeconds: 120 }) }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(await response.json()).toEqual({
      failure: { kind: "rate-limited", retryAfterSeconds: 120 },
    });
  });
});

describe("AI endpoint: streaming", () => {
  it("streams Generate as sanitised snapshots, then the final HTML and its badge", async () => {
    const response = await handleAiRequest(post({ action: "generate", content: "chairs" }), deps());
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const events = await readEvents(response);
    expect(fake.requests.at(-1)?.body).toMatchObject({
      contents: [{ parts: [{ text: buildGeneratePrompt("chairs") }] }],
    });
    const snapshots = events.filter((event) => event.type === "snapshot");
    expect(snapshots.length).toBeGreaterThan(0);
    const done = events.at(-1);
    expect(done).toEqual({
      type: "done",
      badge: "Gemini Draft SEO",
      html: expect.stringMatching(/^<h2>Positioned to lead<\/h2>/),
    });
    for (const event of events) {
      const html = "html" in event ? event.html : "";
      expect(html).not.toMatch(/<script|```|__aiScriptRan/);
    }
  });

  it("sends Polish with the operator's instruction and badges it Gemini Polished", async () => {
    const body = { action: "polish", content: "<p>Draft</p>", instruction: "Make it bolder." };
    const events = await readEvents(await handleAiRequest(post(body), deps()));
    expect(fake.requests.at(-1)?.body).toMatchObject({
      contents: [{ parts: [{ text: buildPolishPrompt("Make it bolder.", "<p>Draft</p>") }] }],
    });
    expect(events.at(-1)).toMatchObject({ type: "done", badge: "Gemini Polished" });
  });

  it.each<[string, Parameters<FakeGemini["enqueue"]>[0], unknown]>([
    [
      "a candidate stopped for SAFETY",
      { kind: "stop", reason: "SAFETY", chunks: ["<p>a"] },
      { kind: "blocked-answer", reason: "SAFETY" },
    ],
    [
      "a blocked prompt",
      { kind: "block-prompt", reason: "OTHER" },
      { kind: "blocked-prompt", reason: "OTHER" },
    ],
    ["an empty answer", { kind: "empty" }, { kind: "empty-answer" }],
    [
      "an answer that sanitises to nothing",
      { kind: "answer", chunks: ["```html\n<script>x()</script>\n```"] },
      { kind: "empty-answer" },
    ],
  ])("ends with a failure event for %s", async (_name, scenario, failure) => {
    fake.enqueue(scenario);
    const events = await readEvents(
      await handleAiRequest(post({ action: "generate", content: "x" }), deps()),
    );
    expect(events.at(-1)).toEqual({ type: "failure", failure });
  });

  it("logs an upstream error as 'Error fetching from …' without the key or the content", async () => {
    fake.enqueue({
      kind: "http-error",
      status: 503,
      statusText: "Service Unavailable",
      body: googleError(503, "UNAVAILABLE", "The model is overloaded."),
    });
    const content = "secret launch plans for the client";
    const events = await readEvents(
      await handleAiRequest(post({ action: "generate", content }), deps()),
    );
    expect(events.at(-1)).toEqual({
      type: "failure",
      failure: { kind: "provider-error", status: 503 },
    });
    const entry = logged.find((line) => line.level === "error");
    expect(entry?.message).toBe(
      `Error fetching from ${fake.url}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse: ` +
        "[503 Service Unavailable] The model is overloaded.",
    );
    const everything = JSON.stringify(logged);
    expect(everything).not.toContain(FAKE_GEMINI_KEY);
    expect(everything).not.toContain(content);
  });

  it("aborts the upstream request when the browser disconnects", async () => {
    fake.enqueue({ kind: "hang", chunks: ["<p>Start</p>"] });
    const browser = new AbortController();
    const response = await handleAiRequest(
      post({ action: "generate", content: "x" }, { signal: browser.signal }),
      deps(),
    );
    const reader = response.body!.getReader();
    await reader.read(); // the first snapshot
    browser.abort();
    expect(await fake.requests.at(-1)?.ended).toBe("closed-early");
    const rest = new TextDecoder().decode((await reader.read()).value);
    expect(rest).toContain('"kind":"cancelled"');
    expect(logged.some((line) => line.message === "AI request cancelled")).toBe(true);
  });

  it("aborts the upstream request when the reader cancels the stream", async () => {
    fake.enqueue({ kind: "hang", chunks: ["<p>Start</p>"] });
    const response = await handleAiRequest(post({ action: "generate", content: "x" }), deps());
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(await fake.requests.at(-1)?.ended).toBe("closed-early");
  });
});
