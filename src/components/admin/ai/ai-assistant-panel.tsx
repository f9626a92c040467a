"use client";

import { Sparkles, Square, Undo2, WandSparkles } from "lucide-react";
import { useId } from "react";
import { DEFAULT_POLISH_INSTRUCTION, type AiAction } from "@/lib/ai/prompts";
import { AI_INSTRUCTION_MAX_CHARS } from "@/lib/ai/protocol";
import { usePolishInstruction } from "./use-polish-instruction";

type Props = {
  configured: boolean;
  running: AiAction | null;
  /** Another form operation (saving, loading) is under way. */
  disabled: boolean;
  canRestore: boolean;
  /** The post's AI badge, once an AI action has shaped it. */
  badge: string | null;
  onRun: (action: AiAction, instruction: string) => void;
  onCancel: () => void;
  onRestore: () => void;
};

const button =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const primary = `${button} bg-ink text-cream hover:bg-brand disabled:hover:bg-ink`;
const secondary = `${button} border border-ink/25 hover:border-brand hover:text-brand disabled:hover:border-ink/25 disabled:hover:text-ink`;

/**
 * Generate and Polish beside the content editor, the polish instruction, Cancel while an answer
 * streams in, and Restore after one has replaced the content. Without a configured provider
 * the buttons stay disabled and a line says how to turn them on.
 */
export function AiAssistantPanel(props: Props) {
  const { configured, running, disabled, canRestore, badge, onRun, onCancel, onRestore } = props;
  const [instruction, setInstruction] = usePolishInstruction();
  const hintId = useId();
  const instructionId = useId();
  const locked = !configured || disabled || running !== null;
  const describedBy = configured ? undefined : hintId;

  return (
    <section
      aria-label="AI assistant"
      aria-busy={running !== null}
      className="space-y-4 border border-ink/15 bg-white/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primary}
          disabled={locked}
          aria-describedby={describedBy}
          onClick={() => onRun("generate", instruction)}
        >
          <Sparkles aria-hidden className="size-4" />
          {running === "generate" ? "Generating…" : "Generate"}
        </button>
        <button
          type="button"
          className={primary}
          disabled={locked}
          aria-describedby={describedBy}
          onClick={() => onRun("polish", instruction)}
        >
          <WandSparkles aria-hidden className="size-4" />
          {running === "polish" ? "Polishing…" : "Polish"}
        </button>
        {running ? (
          <button type="button" className={secondary} onClick={onCancel}>
            <Square aria-hidden className="size-4" />
            Cancel
          </button>
        ) : null}
        {canRestore && !running ? (
          <button type="button" className={secondary} disabled={disabled} onClick={onRestore}>
            <Undo2 aria-hidden className="size-4" />
            Restore previous content
          </button>
        ) : null}
      </div>
      {badge ? (
        <p className="text-sm">
          AI badge: <strong className="font-semibold text-brand">{badge}</strong>
        </p>
      ) : null}
      {configured ? null : (
        <p id={hintId} className="text-sm text-taupe-deep">
          AI is off: set <code>GEMINI_API_KEY</code> on the server to enable Generate and Polish.
        </p>
      )}
      <div className="space-y-2">
        <label htmlFor={instructionId} className="block text-sm font-semibold">
          Polish instruction
        </label>
        <input
          id={instructionId}
          type="text"
          value={instruction}
          maxLength={AI_INSTRUCTION_MAX_CHARS}
          placeholder={DEFAULT_POLISH_INSTRUCTION}
          disabled={!configured || running !== null}
          onChange={(event) => setInstruction(event.target.value)}
          className="block min-h-11 w-full rounded-none border border-ink/30 bg-white px-4 py-2 text-base focus-visible:border-brand disabled:opacity-60"
        />
      </div>
    </section>
  );
}
