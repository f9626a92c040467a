"use client";

import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useReducedMotion } from "@/components/common/use-reduced-motion";
import type { Pairing } from "@/content/pairings";
import type { SelectorChips } from "@/lib/home/label-path";
import { advanceRotation, type RotationState } from "@/lib/home/selector-rotation";
import { SelectorModal } from "./selector-modal";

const SELECTOR_ROTATION_MS = 4500;
const SELECTOR_SCROLL_FLAG_PX = 200;
const SELECTOR_TEXT_SWAP_S = 0.75;

/**
 * "We do [service] for [audience]": rotates through the pairings every 4.5 s, sits in the upper
 * part of the screen and drops to the bottom after 200 px of scroll; opens the selector modal.
 * Rotation holds while hovered, focused or paused (WCAG 2.2.2), and never runs with reduced motion.
 */
export function FloatingSelector({
  pairings,
  chips,
}: {
  pairings: readonly Pairing[];
  chips: SelectorChips;
}) {
  const [rotation, setRotation] = useState<RotationState>({ design: 0, audience: 0 });
  const [step, setStep] = useState(0);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice wins; until they make one, motion follows their preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [held, setHeld] = useState(false);
  const [open, setOpen] = useState(false);
  const [lowered, setLowered] = useState(false);
  const rotating = playing && !held && !open;

  useEffect(() => {
    const onScroll = () => setLowered(window.scrollY > SELECTOR_SCROLL_FLAG_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setRotation((current) => advanceRotation(current, pairings));
      setStep((current) => current + 1);
    }, SELECTOR_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, step, pairings]);

  const pairing = pairings[rotation.design];
  const swap =
    step > 0
      ? { className: "rise-in", style: { animationDuration: `${SELECTOR_TEXT_SWAP_S}s` } }
      : {};

  return (
    <>
      <div
        data-testid="floating-selector"
        data-position={lowered ? "bottom" : "top"}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
        className={`fixed inset-x-4 z-40 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full bg-ink p-1.5 text-cream shadow-xl transition-[top] duration-500 ease-out motion-reduce:transition-none md:right-8 md:left-auto md:mx-0 ${lowered ? "top-[calc(100dvh-5rem)]" : "top-[14vh]"}`}
      >
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="rounded-full px-4 py-2 text-left text-sm hover:bg-cream/10 md:text-base"
        >
          We do{" "}
          <span
            key={`d${rotation.design}`}
            data-testid="selector-design"
            className={`inline-block font-semibold text-coral ${swap.className ?? ""}`}
            style={swap.style}
          >
            {pairing?.design}
          </span>{" "}
          for{" "}
          <span
            key={`a${step}`}
            data-testid="selector-audience"
            className={`inline-block font-semibold ${swap.className ?? ""}`}
            style={swap.style}
          >
            {pairing?.audiences[rotation.audience]}
          </span>
        </button>
        <button
          type="button"
          aria-label={playing ? "Pause rotating words" : "Play rotating words"}
          onClick={() => setChoice(!playing)}
          className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-cream/10"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <SelectorModal open={open} onClose={() => setOpen(false)} chips={chips} />
    </>
  );
}
