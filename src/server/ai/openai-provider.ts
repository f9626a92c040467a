import "server-only";
import { createSseParser } from "@/lib/ai/sse";
import {
  type AiProvider,
  AiProviderError,
  isAbortError,
  loggableUrl,
  redactSecret,
  type UpstreamError,
} from "./provider";

export type OpenAiConfig = {
  /** Up to the API version: http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 … */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
};

type ChatChunk = {
  choices?: Array<{ delta?: { content?: string | null }; finish_reason?: string | null }>;
  error?: { message?: string; type?: string; code?: string | number | null };
};

/** Finish reasons of a complete answer; "content_filter" means it was stopped. */
const COMPLETE = new Set(["stop", "length"]);

function endpointOf(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
}

async function readErrorBody(
  response: Response,
): Promise<Pick<UpstreamError, "message" | "details">> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as ChatChunk;
    if (body.error) {
      const { message, ...details } = body.error;
      return { message: message ?? text, details };
    }
  } catch {
    // Not JSON: a proxy's HTML page, or plain text.
  }
  return { message: text.slice(0, 500) || response.statusText };
}

function parseChunk(data: string, url: string): ChatChunk {
  try {
    return JSON.parse(data) as ChatChunk;
  } catch (error) {
    throw new AiProviderError(
      { kind: "invalid-answer" },
      {
        url,
        status: 200,
        statusText: "OK",
        message: `unreadable stream event: ${data.slice(0, 200)}`,
      },
      { cause: error },
    );
  }
}

/** Any server speaking OpenAI's chat-completions API with `stream: true` (SSE). */
export function createOpenAiProvider(config: OpenAiConfig): AiProvider {
  const endpoint = endpointOf(config.baseUrl);
  const url = loggableUrl(endpoint);
  const clean = (text: string) => redactSecret(text, config.apiKey);

  async function* readAnswer(response: Response): AsyncGenerator<string> {
    if (!response.body)
      throw new AiProviderError({ kind: "invalid-answer" }, { url, message: "no body" });
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.data === "[DONE]") return;
          const chunk = parseChunk(event.data, url);
          if (chunk.error) {
            const { message, ...details } = chunk.error;
            throw new AiProviderError(
              { kind: "provider-error" },
              { url, message: clean(message ?? "error event in stream"), details },
            );
          }
          const choice = chunk.choices?.[0];
          const text = choice?.delta?.content;
          if (text) yield text;
          const finishReason = choice?.finish_reason;
          if (finishReason && !COMPLETE.has(finishReason)) {
            throw new AiProviderError({
              kind: "blocked-answer",
              reason: finishReason.toUpperCase(),
            });
          }
        }
      }
    } finally {
      // Ends the upstream response when the answer is cut short (error, [DONE] or a caller
      // that stops reading); a finished body ignores it.
      await reader.cancel().catch(() => undefined);
    }
  }

  return {
    name: "openai",
    model: config.model,
    async *streamText(prompt, signal) {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response | undefined;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages: [{ role: "user", content: prompt }],
            stream: true,
          }),
          signal: AbortSignal.any([signal, timeout]),
        });
        if (!response.ok) {
          const body = await readErrorBody(response);
          throw new AiProviderError(
            { kind: "provider-error", status: response.status },
            {
              url,
              status: response.status,
              statusText: response.statusText,
              message: clean(body.message),
              ...(body.details === undefined
                ? {}
                : { details: JSON.parse(clean(JSON.stringify(body.details))) as unknown }),
            },
          );
        }
        yield* readAnswer(response);
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        if (signal.aborted)
          throw new AiProviderError({ kind: "cancelled" }, undefined, { cause: error });
        if (timeout.aborted || isAbortError(error)) {
          throw new AiProviderError({ kind: "timeout" }, undefined, { cause: error });
        }
        const message = clean(
          error instanceof Error
            ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ""}`
            : String(error),
        );
        throw new AiProviderError(
          response ? { kind: "invalid-answer" } : { kind: "provider-error" },
          { url, status: response?.status, statusText: response?.statusText, message },
          { cause: error },
        );
      }
    },
  };
}
