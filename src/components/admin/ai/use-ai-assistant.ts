"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { AI_EMPTY_CONTENT_MESSAGE, AI_FAILURE_MESSAGE, failureReason } from "@/lib/ai/failures";
import type { AiAction } from "@/lib/ai/prompts";
import { hasAiContent } from "@/lib/ai/protocol";
import { requestAiAction } from "@/lib/ai/request-ai-action";

/** How the assistant reads and writes the post's content (the rich-text editor). */
export type AiEditorBridge = {
  getContent(): string;
  /** Replaces what the editor shows: a snapshot of the answer, the result, or a restore. */
  showContent(html: string): void;
  /** Read-only while an answer streams in, so no keystroke is lost under it. */
  setLocked(locked: boolean): void;
};

/** The post's AI fields (spec section 3: aiEnhanced, aiBadge). */
export type AiMarks = { aiEnhanced: boolean; aiBadge: string | null };

export type AiNotice = { kind: "success" | "error"; message: string; detail?: string };

type Options = {
  bridge: AiEditorBridge;
  marks: AiMarks;
  onMarksChange: (marks: AiMarks) => void;
  onNotice: (notice: AiNotice) => void;
  maxInputChars: number;
};

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
export function useAiAssistant({ bridge, marks, onMarksChange, onNotice, maxInputChars }: Options) {
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
      const before: Snapshot = { content, marks };
      const abort = new AbortController();
      controller.current = abort;
      setRunning(action);
      bridge.setLocked(true);
      const outcome = await requestAiAction(
        { action, content, ...(action === "polish" ? { instruction } : {}) },
        { signal: abort.signal, onSnapshot: (html) => bridge.showContent(html) },
      );
      controller.current = null;
      setRunning(null);
      bridge.setLocked(false);
      if (outcome.ok) {
        bridge.showContent(outcome.html);
        onMarksChange({ aiEnhanced: true, aiBadge: outcome.badge });
        setPrevious(before);
        onNotice({ kind: "success", message: SUCCESS[action] });
      } else {
        bridge.showContent(before.content);
        onNotice({
          kind: "error",
          message: AI_FAILURE_MESSAGE,
          detail: failureReason(outcome.failure),
        });
      }
    },
    [bridge, marks, maxInputChars, onMarksChange, onNotice],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const restore = useCallback(() => {
    if (!previous) return;
    bridge.showContent(previous.content);
    onMarksChange(previous.marks);
    setPrevious(null);
    onNotice({ kind: "success", message: "The content from before the AI change is back." });
  }, [bridge, onMarksChange, onNotice, previous]);

  /** Forgets the saved content (the form was cleared, saved, or loaded another post). */
  const forget = useCallback(() => setPrevious(null), []);

  return { running, run, cancel, canRestore: previous !== null, restore, forget };
}
