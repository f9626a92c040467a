import type { ServerResponse } from "node:http";
import { delay, type LoopbackServer, sendJson, startLoopbackServer } from "./loopback-server";

/*
 * A loopback server speaking OpenAI's chat-completions API with `stream: true` (SSE, ending in
 * "data: [DONE]"), as Ollama, llama.cpp and vLLM serve it at /v1/chat/completions.
 */

export type OpenAiScenario =
  | { kind: "answer"; chunks: string[]; delayMs?: number; finishReason?: string }
  | { kind: "http-error"; status: number; statusText: string; body: unknown }
  | { kind: "stream-error"; chunks: string[]; message: string }
  | { kind: "hang"; chunks?: string[] }
  | { kind: "garbage" };

export type FakeOpenAi = LoopbackServer & { enqueue(...scenarios: OpenAiScenario[]): void };

export const FAKE_OPENAI_KEY = "sk-test-openai-0123456789";

function chunk(content: string | null, finishReason: string | null = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_735_689_600,
    model: "local-model",
    choices: [
      { index: 0, delta: content === null ? {} : { content }, finish_reason: finishReason },
    ],
  };
}

function write(res: ServerResponse, data: unknown) {
  res.write(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: OpenAiScenario[] = [];
  const server = await startLoopbackServer(async (request, res, url) => {
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return sendJson(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
    }
    if (request.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      return sendJson(
        res,
        401,
        {
          error: {
            message: "Incorrect API key provided.",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        },
        "Unauthorized",
      );
    }
    const scenario = queue.shift() ?? { kind: "answer", chunks: ["<p>Hello</p>"] };
    if (scenario.kind === "http-error") {
      return sendJson(res, scenario.status, scenario.body, scenario.statusText);
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.flushHeaders();
    switch (scenario.kind) {
      case "answer":
        write(res, {
          ...chunk(null),
          choices: [{ index: 0, delta: { role: "assistant" }, finish_reason: null }],
        });
        for (const [index, piece] of scenario.chunks.entries()) {
          if (index > 0) await delay(scenario.delayMs ?? 0);
          write(res, chunk(piece));
        }
        write(res, chunk(null, scenario.finishReason ?? "stop"));
        write(res, "[DONE]");
        return res.end();
      case "stream-error":
        for (const piece of scenario.chunks) write(res, chunk(piece));
        write(res, { error: { message: scenario.message, type: "server_error" } });
        return res.end();
      case "hang":
        for (const piece of scenario.chunks ?? []) write(res, chunk(piece));
        return;
      case "garbage":
        write(res, "{not json");
        return res.end();
    }
  });
  return Object.assign(server, {
    enqueue: (...scenarios: OpenAiScenario[]) => void queue.push(...scenarios),
  });
}
