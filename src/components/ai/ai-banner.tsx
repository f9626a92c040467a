"use client";

import { Pause, Play, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useReducedMotion } from "@/components/common/use-reduced-motion";
import { aiBannerMessages } from "@/content/ai";
import styles from "../admin/admin.module.css";

const AI_BANNER_ROTATION_MS = 10_000;

/**
 * Four messages about the AI features, one every 10 seconds. With reduced motion nothing
 * autoplays: the banner starts paused and the visitor may start it (docs/decisions/0013). The
 * Pause button, and focus inside the banner, stop the rotation (WCAG 2.2.2); the changes are not
 * announced, so they never interrupt a screen reader.
 */
export function AiBanner() {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice wins; until they make one, rotation follows their preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = !(choice ?? !reducedMotion);
  const [focused, setFocused] = useState(false);
  const running = !paused && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % aiBannerMessages.length),
      AI_BANNER_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  const message = aiBannerMessages[index] ?? aiBannerMessages[0];
  return (
    <section
      aria-label="AI features"
      aria-roledescription="rotating banner"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="flex items-start gap-4 bg-ink px-5 py-5 text-cream sm:items-center sm:px-6"
    >
      <Sparkles aria-hidden className="mt-1 size-6 shrink-0 text-coral sm:mt-0" />
      <div className="min-h-[4.5rem] flex-1 sm:min-h-12" aria-live="off">
        <p key={index} className={styles.bannerMessage} data-testid="ai-banner-message">
          <span className="block font-display text-lg font-semibold">{message.title}</span>
          <span className="block text-sm text-cream/80">{message.body}</span>
        </p>
      </div>
      <span className="hidden text-xs font-semibold text-cream/70 tabular-nums sm:block">
        {index + 1} / {aiBannerMessages.length}
      </span>
      <button
        type="button"
        onClick={() => setChoice(paused)}
        aria-pressed={paused}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-cream/25 transition-colors hover:border-coral hover:text-coral"
      >
        {paused ? (
          <Play aria-hidden className="size-4" />
        ) : (
          <Pause aria-hidden className="size-4" />
        )}
        <span className="sr-only">Pause messages</span>
      </button>
    </section>
  );
}
