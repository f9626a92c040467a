import type { ServerResponse } from "node:http";
import {
  delay,
  type LoopbackServer,
  type ReceivedRequest,
  sendJson,
  startLoopbackServer,
} from "./loopback-server";

/*
 * A loopback server speaking the Gemini API's REST format (v1beta): `models/{model}:generateContent`
 * and `models/{model}:streamGenerateContent?alt=sse`, Google's error bodies, prompt feedback,
 * finish reasons, slow, hanging and empty answers. The real @google/genai SDK talks to it.
 *
 * What it answers comes from a queue (`fake.enqueue(…)`, for integration tests) or, when the queue
 * is empty, from a marker in the prompt (`[[fake:…]]`, for end-to-end tests, which share one
 * server between parallel workers). Control routes under /__fake/ serve the end-to-end tests.
 */

export type GeminiScenario =
  /** A normal answer streamed in these pieces, `delayMs` apart. */
  | { kind: "answer"; chunks: string[]; delayMs?: number; finishReason?: string }
  /** The prompt is refused: promptFeedback.blockReason, no candidates. */
  | { kind: "block-prompt"; reason: string }
  /** Some text, then the candidate stops for a reason such as SAFETY. */
  | { kind: "stop"; reason: string; chunks?: string[] }
  | { kind: "http-error"; status: number; statusText: string; body: unknown }
  /** An HTTP 200 stream that carries an error object after some text. */
  | { kind: "stream-error"; chunks: string[]; code: number; status: string; message: string }
  /** A candidate with no text at all. */
  | { kind: "empty" }
  /** Sends the headers and these pieces, then nothing, until the client gives up. */
  | { kind: "hang"; chunks?: string[] }
  /** Sends the first piece, then waits until /__fake/release?token=… before the rest. */
  | { kind: "gated"; token: string; chunks: string[] }
  /** Data that is not JSON. */
  | { kind: "garbage" };

export type FakeGemini = LoopbackServer & {
  /** Queues scenarios for the next requests, in order. */
  enqueue(...scenarios: GeminiScenario[]): void;
  release(token: string): void;
};

export const FAKE_GEMINI_KEY = "test-gemini-key-0123456789";

const MODEL_PATH = /^\/v1beta\/models\/([\w.-]+):(generateContent|streamGenerateContent)$/;

function promptOf(body: unknown): string {
  const contents = (body as { contents?: Array<{ parts?: Array<{ text?: string }> }> })?.contents;
  return (contents ?? [])
    .flatMap((content) => content.parts ?? [])
    .map((part) => part.text ?? "")
    .join("");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The default answer: fenced HTML with a script in it (which must never survive), echoing the
 * first line of the prompt so a test can see what was sent.
 */
function defaultAnswer(prompt: string): string[] {
  const firstLine = escapeHtml(prompt.split("\n")[0] ?? "");
  return [
    "```html\n<h2>Positioned to lead</h2>\n",
    "<p>Every brand has its empty chair.</p>\n<script>window.__aiScriptRan = true</script>\n",
    `<p>Instruction received: ${firstLine}</p>\n`,
    "<p>We make sure yours commands attention.</p>\n```",
  ];
}

/** End-to-end tests choose an answer with a marker in the content, e.g. "[[fake:safety]]". */
function scenarioFromPrompt(prompt: string): GeminiScenario {
  const marker = /\[\[fake:([\w-]+)(?::([\w-]+))?\]\]/.exec(prompt);
  const chunks = defaultAnswer(prompt);
  switch (marker?.[1]) {
    case "block-prompt":
      return { kind: "block-prompt", reason: "SAFETY" };
    case "safety":
    case "recitation":
    case "language":
      return { kind: "stop", reason: marker[1].toUpperCase(), chunks: chunks.slice(0, 1) };
    case "error":
      return {
        kind: "http-error",
        status: 500,
        statusText: "Internal Server Error",
        body: googleError(500, "INTERNAL", "An internal error has occurred."),
      };
    case "empty":
      return { kind: "empty" };
    case "hang":
      return { kind: "hang", chunks: chunks.slice(0, 1) };
    case "gated":
      return { kind: "gated", token: marker[2] ?? "", chunks };
    default:
      return { kind: "answer", chunks, delayMs: 50 };
  }
}

export function googleError(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

function candidateChunk(text: string, finishReason?: string) {
  return {
    candidates: [
      {
        content: { parts: text === "" ? [] : [{ text }], role: "model" },
        ...(finishReason ? { finishReason } : {}),
        index: 0,
      },
    ],
    modelVersion: "gemini-2.5-flash",
  };
}

function writeEvent(res: ServerResponse, data: unknown) {
  res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\r\n\r\n`);
}

function startStream(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.flushHeaders();
}

export async function startFakeGemini(
  options: { port?: number; apiKey?: string } = {},
): Promise<FakeGemini> {
  const queue: GeminiScenario[] = [];
  const gates = new Map<string, () => void>();
  const released = new Set<string>();
  const apiKey = options.apiKey ?? FAKE_GEMINI_KEY;
  const waitForGate = (token: string) =>
    released.has(token)
      ? Promise.resolve()
      : new Promise<void>((resolve) => gates.set(token, resolve));
  const release = (token: string) => {
    released.add(token);
    gates.get(token)?.();
    gates.delete(token);
  };

  const answer = async (request: ReceivedRequest, res: ServerResponse, stream: boolean) => {
    const prompt = promptOf(request.body);
    const scenario = queue.shift() ?? scenarioFromPrompt(prompt);
    if (scenario.kind === "http-error") {
      return sendJson(res, scenario.status, scenario.body, scenario.statusText);
    }
    if (!stream) {
      // generateContent: the whole answer in one body.
      if (scenario.kind === "block-prompt") {
        return sendJson(res, 200, { promptFeedback: { blockReason: scenario.reason } });
      }
      const chunks = "chunks" in scenario ? (scenario.chunks ?? []) : [];
      const finish = scenario.kind === "stop" ? scenario.reason : "STOP";
      return sendJson(res, 200, candidateChunk(chunks.join(""), finish));
    }
    startStream(res);
    switch (scenario.kind) {
      case "answer": {
        for (const [index, chunk] of scenario.chunks.entries()) {
          if (index > 0) await delay(scenario.delayMs ?? 0);
          if (res.destroyed) return;
          const last = index === scenario.chunks.length - 1;
          writeEvent(
            res,
            candidateChunk(chunk, last ? (scenario.finishReason ?? "STOP") : undefined),
          );
        }
        return res.end();
      }
      case "block-prompt":
        writeEvent(res, {
          promptFeedback: {
            blockReason: scenario.reason,
            safetyRatings: [{ category: "HARM_CATEGORY_HARASSMENT", probability: "HIGH" }],
          },
        });
        return res.end();
      case "stop":
        for (const chunk of scenario.chunks ?? []) writeEvent(res, candidateChunk(chunk));
        writeEvent(res, {
          candidates: [{ finishReason: scenario.reason, index: 0, safetyRatings: [] }],
        });
        return res.end();
      case "stream-error":
        for (const chunk of scenario.chunks) writeEvent(res, candidateChunk(chunk));
        writeEvent(res, googleError(scenario.code, scenario.status, scenario.message));
        return res.end();
      case "empty":
        writeEvent(res, candidateChunk("", "STOP"));
        return res.end();
      case "hang":
        for (const chunk of scenario.chunks ?? []) writeEvent(res, candidateChunk(chunk));
        return; // Never ends: the client's timeout or cancel has to close the connection.
      case "gated": {
        const [first, ...rest] = scenario.chunks;
        writeEvent(res, candidateChunk(first ?? ""));
        await waitForGate(scenario.token);
        if (res.destroyed) return;
        writeEvent(res, candidateChunk(rest.join(""), "STOP"));
        return res.end();
      }
      case "garbage":
        writeEvent(res, "this is not json");
        return res.end();
    }
  };

  const server: LoopbackServer = await startLoopbackServer(async (request, res, url) => {
    if (url.pathname === "/__fake/requests") {
      return sendJson(
        res,
        200,
        server.requests.map(({ id, path, body, headers, endState }) => ({
          id,
          path,
          apiKey: headers["x-goog-api-key"] ?? null,
          prompt: promptOf(body),
          endState,
        })),
      );
    }
    if (url.pathname === "/__fake/release" && request.method === "POST") {
      release(url.searchParams.get("token") ?? "");
      return sendJson(res, 200, { released: true });
    }
    const match = MODEL_PATH.exec(url.pathname);
    if (request.method !== "POST" || !match) {
      return sendJson(
        res,
        404,
        googleError(404, "NOT_FOUND", `No route for ${url.pathname}`),
        "Not Found",
      );
    }
    const key = request.headers["x-goog-api-key"];
    if (!key) {
      return sendJson(
        res,
        403,
        googleError(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers."),
        "Forbidden",
      );
    }
    if (key !== apiKey) {
      return sendJson(
        res,
        400,
        googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
          { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" },
        ]),
        "Bad Request",
      );
    }
    const stream = match[2] === "streamGenerateContent";
    if (stream && url.searchParams.get("alt") !== "sse") {
      return sendJson(
        res,
        400,
        googleError(400, "INVALID_ARGUMENT", "Only alt=sse is spoken here."),
        "Bad Request",
      );
    }
    await answer(request, res, stream);
  }, options.port);

  return Object.assign(server, {
    enqueue: (...scenarios: GeminiScenario[]) => void queue.push(...scenarios),
    release,
  });
}
