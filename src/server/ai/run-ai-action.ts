import "server-only";
import type { Logger } from "pino";
import type { AiFailure } from "@/lib/ai/failures";
import { AI_BADGES, buildPrompt } from "@/lib/ai/prompts";
import { type AiRequest, type AiStreamEvent, hasAiContent } from "@/lib/ai/protocol";
import { stripCodeFences } from "@/lib/ai/strip-code-fences";
import { sanitizePostHtml } from "@/server/blog/sanitize";
import { type AiProvider, AiProviderError, formatUpstreamError } from "./provider";

/**
 * The editor sees the answer grow at most this often. Each snapshot is the whole answer so far,
 * sanitised (partial HTML cannot be sanitised piecewise), so this bounds what a long answer costs.
 */
export const AI_SNAPSHOT_INTERVAL_MS = 120;

/** AI output is untrusted HTML: fences go, then the post sanitiser's allow-list applies. */
export function toPostHtml(answer: string): string {
  return sanitizePostHtml(stripCodeFences(answer));
}

type RunOptions = {
  signal: AbortSignal;
  log: Pick<Logger, "info" | "warn" | "error">;
  now?: () => number;
};

function failureOf(error: unknown): { failure: AiFailure; error?: AiProviderError } {
  if (error instanceof AiProviderError) return { failure: error.failure, error };
  return { failure: { kind: "provider-error" } };
}

/**
 * Runs one Generate or Polish action: sanitised snapshots while the answer arrives, then "done"
 * with the final HTML and the badge, or "failure". Logs the outcome, never the content.
 */
export async function* runAiAction(
  provider: AiProvider,
  request: AiRequest,
  { signal, log, now = Date.now }: RunOptions,
): AsyncGenerator<AiStreamEvent> {
  const context = { action: request.action, provider: provider.name, model: provider.model };
  const started = now();
  let answer = "";
  let lastSnapshot = -Infinity;
  try {
    for await (const piece of provider.streamText(buildPrompt(request), signal)) {
      answer += piece;
      if (now() - lastSnapshot >= AI_SNAPSHOT_INTERVAL_MS) {
        lastSnapshot = now();
        yield { type: "snapshot", html: toPostHtml(answer) };
      }
    }
    const html = toPostHtml(answer);
    if (!hasAiContent(html)) throw new AiProviderError({ kind: "empty-answer" });
    log.info({ ...context, ms: now() - started, chars: html.length }, "AI answer complete");
    yield { type: "done", html, badge: AI_BADGES[request.action] };
  } catch (caught) {
    const { failure, error } = failureOf(caught);
    const fields = { ...context, ms: now() - started, failure };
    if (error?.upstream) {
      log.error({ ...fields, upstream: error.upstream }, formatUpstreamError(error.upstream));
    } else if (failure.kind === "cancelled") {
      log.info(fields, "AI request cancelled");
    } else if (error) {
      log.warn(fields, `AI request failed: ${failure.kind}`);
    } else {
      log.error({ ...fields, err: caught }, "AI request failed unexpectedly");
    }
    yield { type: "failure", failure };
  }
}
