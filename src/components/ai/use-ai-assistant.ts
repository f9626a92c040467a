"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { AI_EMPTY_CONTENT_MESSAGE, AI_FAILURE_MESSAGE, failureReason } from "@/lib/ai/failures";
import type { AiAction } from "@/lib/ai/prompts";
import { hasAiContent } from "@/lib/ai/protocol";
import { requestAiAction } from "@/lib/ai/request-ai-action";

/** The post's AI fields: whether the AI touched it, and its badge. */
export type AiMarks = { aiEnhanced: boolean; aiBadge: string };

/** How the assistant reads and writes the blog form. */
export type AiFormBridge = {
  getContent(): string;
  getMarks(): AiMarks;
  /** The answer so far, shown read-only in the editor; null once no answer is streaming. */
  showStreaming(html: string | null): void;
  /** Puts content and marks into the form; the editor starts afresh with them. */
  apply(content: string, marks: AiMarks): void;
};

export type AiNotice = { kind: "success" | "error"; message: string; detail?: string };

type Snapshot = { content: string; marks: AiMarks };

const SUCCESS: Record<AiAction, string> = {
  generate: "The AI draft replaced the content.",
  polish: "The polished text replaced the content.",
};

/**
 * Generate and Polish for the blog form: checks there is something to send, streams the answer
 * into the editor, then applies the sanitised result and the badge, or puts the operator's
 * content back untouched. Keeps what was there before, so one click restores it.
 */
export function useAiAssistant(options: {
  bridge: AiFormBridge;
  onNotice: (notice: AiNotice) => void;
  maxInputChars: number;
  /** Told which action's answer is now the content (null: the content from before is back). */
  onApplied?: (action: AiAction | null, html: string) => void;
}) {
  const { bridge, onNotice, maxInputChars, onApplied } = options;
  const [running, setRunning] = useState<AiAction | null>(null);
  const [previous, setPrevious] = useState<Snapshot | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or the form) ends a running request, upstream included.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (action: AiAction, instruction: string) => {
      if (controller.current) return;
      const content = bridge.getContent();
      if (!hasAiContent(content)) {
        onNotice({ kind: "error", message: AI_EMPTY_CONTENT_MESSAGE });
        return;
      }
      if (content.length > maxInputChars) {
        const detail = failureReason({ kind: "too-large", limit: maxInputChars });
        onNotice({ kind: "error", message: AI_FAILURE_MESSAGE, detail });
        return;
      }
      const before: Snapshot = { content, marks: bridge.getMarks() };
      const abort = new AbortController();
      controller.current = abort;
      setRunning(action);
      bridge.showStreaming(content);
      const outcome = await requestAiAction(
        { action, content, ...(action === "polish" ? { instruction } : {}) },
        { signal: abort.signal, onSnapshot: (html) => bridge.showStreaming(html) },
      );
      controller.current = null;
      setRunning(null);
      bridge.showStreaming(null);
      if (outcome.ok) {
        bridge.apply(outcome.html, { aiEnhanced: true, aiBadge: outcome.badge });
        onApplied?.(action, outcome.html);
        setPrevious(before);
        onNotice({ kind: "success", message: SUCCESS[action] });
      } else {
        bridge.apply(before.content, before.marks);
        onNotice({
          kind: "error",
          message: AI_FAILURE_MESSAGE,
          detail: failureReason(outcome.failure),
        });
      }
    },
    [bridge, maxInputChars, onNotice, onApplied],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const restore = useCallback(() => {
    if (!previous) return;
    bridge.apply(previous.content, previous.marks);
    onApplied?.(null, previous.content);
    setPrevious(null);
    onNotice({ kind: "success", message: "The content from before the AI change is back." });
  }, [bridge, onNotice, onApplied, previous]);

  /** Forgets the saved content (the form was cleared, saved, or loaded another post). */
  const forget = useCallback(() => setPrevious(null), []);

  return { running, run, cancel, canRestore: previous !== null, restore, forget };
}
