"use client";

import { Button } from "@/components/common/button";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useReducedMotion } from "@/components/common/use-reduced-motion";
import type { Testimonial } from "@/content/testimonials";
import { nextIndex, previousIndex } from "@/lib/home/carousel";

/** The carousel moves on every 6 s unless motion is reduced or a visitor paused it. */
const TESTIMONIAL_AUTOPLAY_MS = 6000;

/**
 * "What They Say". Autoplay advances every 6 s and wraps; it pauses while the pointer or the
 * keyboard focus is inside, stops with the pause control, and never starts with reduced motion.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  // The visitor's own choice wins; until they make one, motion follows their preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = testimonials.length;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => nextIndex(current, count)),
      TESTIMONIAL_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Every slide sits in the same grid cell and the others are only invisible (which also
          takes them out of the accessibility tree and the tab order), so the carousel keeps the
          height of its tallest quote and the page below does not move as slides change. */}
      <div aria-live={rotating ? "off" : "polite"} className="grid">
        {testimonials.map((testimonial, position) => (
          // The slide is a group around the figure, not a role on the figure itself: HTML gives
          // a figure with a caption no other role (the Nu HTML Checker's error, issue 28).
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            className={`col-start-1 row-start-1 ${position === index ? "" : "invisible"}`}
          >
            <figure>
              <blockquote className="font-display text-title leading-snug text-balance md:text-[2.5rem] md:leading-tight">
                &ldquo;{testimonial.quote}&rdquo;
              </blockquote>
              <figcaption className="mt-8 text-lg">
                <span className="font-semibold">{testimonial.author}</span>
                {testimonial.position || testimonial.company ? (
                  <span className="text-cream/75">
                    {" · "}
                    {[testimonial.position, testimonial.company].filter(Boolean).join(", ")}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-label="Previous testimonial"
          onClick={() => setIndex(previousIndex(index, count))}
          className="flex size-11 items-center justify-center rounded-full border border-cream/40 hover:bg-cream hover:text-ink"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Next testimonial"
          onClick={() => setIndex(nextIndex(index, count))}
          className="flex size-11 items-center justify-center rounded-full border border-cream/40 hover:bg-cream hover:text-ink"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <div className="mx-2 flex gap-1">
          {testimonials.map((testimonial, position) => (
            <button
              key={testimonial.id}
              type="button"
              aria-label={`Show testimonial ${position + 1}`}
              aria-current={position === index ? "true" : undefined}
              onClick={() => setIndex(position)}
              className="group flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full transition-all ${position === index ? "w-8 bg-coral" : "w-4 bg-cream/50 group-hover:bg-cream"}`}
              />
            </button>
          ))}
        </div>
        <Button onClick={() => setChoice(!playing)} variant="outlineOnDark" className="ml-auto">
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? "Pause rotation" : "Play rotation"}
        </Button>
      </div>
    </div>
  );
}
