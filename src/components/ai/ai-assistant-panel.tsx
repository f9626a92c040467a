"use client";

import { Button } from "@/components/common/button";
import { Sparkles, Square, Undo2, WandSparkles } from "lucide-react";
import { useEffect, useId, useRef } from "react";
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

/**
 * Generate and Polish beside the content editor, the polish instruction, Cancel while an answer
 * streams in, and Restore after one has replaced the content. Without a configured provider
 * the buttons stay disabled and a line says how to turn them on.
 */
export function AiAssistantPanel(props: Props) {
  const { configured, running, disabled, canRestore, badge, onRun, onCancel, onRestore } = props;
  const [instruction, setInstruction] = usePolishInstruction();
  const titleId = useId();
  const hintId = useId();
  const instructionId = useId();
  const locked = !configured || disabled || running !== null;
  const section = useRef<HTMLElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);
  const polishButton = useRef<HTMLButtonElement>(null);
  const startedWith = useRef<AiAction | null>(null);

  // The pressed button is disabled while the answer streams; keyboard focus moves to Cancel,
  // then back, instead of falling to the page.
  useEffect(() => {
    const active = document.activeElement;
    const focusHere = !active || active === document.body || !!section.current?.contains(active);
    if (running) {
      startedWith.current = running;
      if (focusHere) cancelButton.current?.focus();
    } else if (startedWith.current) {
      const button = startedWith.current === "generate" ? generateButton : polishButton;
      if (focusHere) button.current?.focus();
      startedWith.current = null;
    }
  }, [running]);
  const describedBy = configured ? undefined : hintId;

  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      aria-busy={running !== null}
      className="space-y-4 border border-ink/15 bg-white/60 p-4 sm:p-5"
    >
      <h3
        id={titleId}
        className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-taupe-deep uppercase"
      >
        <Sparkles aria-hidden className="size-4 text-brand" />
        AI assistant
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={generateButton}
          variant="ink"
          className="disabled:hover:bg-ink"
          disabled={locked}
          aria-describedby={describedBy}
          onClick={() => onRun("generate", instruction)}
        >
          <Sparkles aria-hidden className="size-4" />
          {running === "generate" ? "Generating…" : "Generate"}
        </Button>
        <Button
          ref={polishButton}
          variant="ink"
          className="disabled:hover:bg-ink"
          disabled={locked}
          aria-describedby={describedBy}
          onClick={() => onRun("polish", instruction)}
        >
          <WandSparkles aria-hidden className="size-4" />
          {running === "polish" ? "Polishing…" : "Polish"}
        </Button>
        {running ? (
          <Button
            ref={cancelButton}
            className="disabled:hover:border-ink/25 disabled:hover:text-ink"
            onClick={onCancel}
          >
            <Square aria-hidden className="size-4" />
            Cancel
          </Button>
        ) : null}
        {canRestore && !running ? (
          <Button
            className="disabled:hover:border-ink/25 disabled:hover:text-ink"
            disabled={disabled}
            onClick={onRestore}
          >
            <Undo2 aria-hidden className="size-4" />
            Restore previous content
          </Button>
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
        <textarea
          id={instructionId}
          rows={2}
          value={instruction}
          maxLength={AI_INSTRUCTION_MAX_CHARS}
          placeholder={DEFAULT_POLISH_INSTRUCTION}
          disabled={!configured || running !== null}
          onChange={(event) => setInstruction(event.target.value)}
          className="block w-full resize-y rounded-none border border-ink/30 bg-white px-4 py-2 text-base focus-visible:border-brand disabled:opacity-60"
        />
      </div>
    </section>
  );
}
