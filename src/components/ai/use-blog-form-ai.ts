"use client";

import {
  type Dispatch,
  type SetStateAction,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { AiAction } from "@/lib/ai/prompts";
import type { PostFormValues } from "@/lib/blog/post-form";
import { type AiFormBridge, type AiNotice, useAiAssistant } from "./use-ai-assistant";

/**
 * The AI assistant joined to the dashboard's blog form: reads the content and AI marks from the
 * form's values, streams answers into the editor, and writes results back by remounting it.
 */
export function useBlogFormAi(options: {
  values: PostFormValues;
  setValues: Dispatch<SetStateAction<PostFormValues>>;
  remountEditor: () => void;
  onNotice: (notice: AiNotice) => void;
  maxInputChars: number;
  onApplied?: (action: AiAction | null, html: string) => void;
}) {
  const { values, setValues, remountEditor, onNotice, maxInputChars, onApplied } = options;
  const [streamedHtml, setStreamedHtml] = useState<string | null>(null);
  // The bridge reads the values of the latest render, whenever an answer arrives.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });

  const bridge = useMemo<AiFormBridge>(
    () => ({
      getContent: () => latest.current.content,
      getMarks: () => ({
        aiEnhanced: latest.current.aiEnhanced,
        aiBadge: latest.current.aiBadge,
      }),
      showStreaming: setStreamedHtml,
      apply: (content, marks) => {
        setValues((current) => ({ ...current, content, ...marks }));
        remountEditor();
      },
    }),
    [setValues, remountEditor],
  );
  const assistant = useAiAssistant({
    bridge,
    onNotice,
    maxInputChars,
    ...(onApplied ? { onApplied } : {}),
  });
  return { streamedHtml, ...assistant };
}
