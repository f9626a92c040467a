import { describe, expect, it, vi } from "vitest";
import { encodeAiEvent } from "./protocol";
import { readAiResponse, requestAiAction } from "./request-ai-action";

const encoder = new TextEncoder();

function eventStream(parts: string[], options: { error?: Error } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (options.error) controller.error(options.error);
      else controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8" } });
}

describe("readAiResponse", () => {
  it("passes each snapshot on and resolves with the final HTML and badge", async () => {
    const stream = [
      encodeAiEvent({ type: "snapshot", html: "<h2>A</h2>" }),
      encodeAiEvent({ type: "snapshot", html: "<h2>A</h2><p>B</p>" }),
      encodeAiEvent({ type: "done", html: "<h2>A</h2><p>B.</p>", badge: "Gemini Draft SEO" }),
    ].join("");
    // Cut mid-event, as the network may.
    const onSnapshot = vi.fn();
    const outcome = await readAiResponse(
      eventStream([stream.slice(0, 30), stream.slice(30)]),
      onSnapshot,
    );
    expect(onSnapshot.mock.calls).toEqual([["<h2>A</h2>"], ["<h2>A</h2><p>B</p>"]]);
    expect(outcome).toEqual({ ok: true, html: "<h2>A</h2><p>B.</p>", badge: "Gemini Draft SEO" });
  });

  it("resolves with a failure event", async () => {
    const failure = { kind: "blocked-answer", reason: "SAFETY" } as const;
    const outcome = await readAiResponse(
      eventStream([encodeAiEvent({ type: "failure", failure })]),
      vi.fn(),
    );
    expect(outcome).toEqual({ ok: false, failure });
  });

  it("treats a stream that ends early or breaks as a lost connection", async () => {
    const snapshot = encodeAiEvent({ type: "snapshot", html: "<p>a</p>" });
    expect(await readAiResponse(eventStream([snapshot]), vi.fn())).toEqual({
      ok: false,
      failure: { kind: "network" },
    });
    expect(
      await readAiResponse(eventStream([snapshot], { error: new TypeError("reset") }), vi.fn()),
    ).toEqual({
      ok: false,
      failure: { kind: "network" },
    });
  });

  it("reads JSON failures, and falls back on the status for anything else", async () => {
    const limited = Response.json(
      { failure: { kind: "rate-limited", retryAfterSeconds: 60 } },
      { status: 429 },
    );
    expect(await readAiResponse(limited, vi.fn())).toEqual({
      ok: false,
      failure: { kind: "rate-limited", retryAfterSeconds: 60 },
    });
    expect(await readAiResponse(new Response("<html>", { status: 401 }), vi.fn())).toEqual({
      ok: false,
      failure: { kind: "signed-out" },
    });
    expect(await readAiResponse(new Response("oops", { status: 502 }), vi.fn())).toEqual({
      ok: false,
      failure: { kind: "server-error", status: 502 },
    });
    expect(await readAiResponse(new Response("<html>"), vi.fn())).toEqual({
      ok: false,
      failure: { kind: "server-error", status: 200 },
    });
  });
});

describe("requestAiAction", () => {
  it("posts the request as JSON to the endpoint", async () => {
    const send = vi.fn<typeof fetch>(async () =>
      eventStream([encodeAiEvent({ type: "done", html: "<p>x</p>", badge: "Gemini Polished" })]),
    );
    const request = { action: "polish", content: "<p>x</p>", instruction: "Shorter." } as const;
    const outcome = await requestAiAction(request, {
      signal: new AbortController().signal,
      onSnapshot: vi.fn(),
      fetch: send,
    });
    expect(outcome.ok).toBe(true);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe("/api/admin/ai");
    expect(init).toMatchObject({ method: "POST", headers: { "content-type": "application/json" } });
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("reports an abort as cancelled and an unreachable server as a lost connection", async () => {
    const options = { signal: new AbortController().signal, onSnapshot: vi.fn() };
    const request = { action: "generate", content: "x" } as const;
    const aborted = vi.fn<typeof fetch>(async () => {
      throw new DOMException("aborted", "AbortError");
    });
    expect(await requestAiAction(request, { ...options, fetch: aborted })).toEqual({
      ok: false,
      failure: { kind: "cancelled" },
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await requestAiAction(request, { ...options, fetch: offline })).toEqual({
      ok: false,
      failure: { kind: "network" },
    });
  });
});
