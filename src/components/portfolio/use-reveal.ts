"use client";

import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "@/components/layout/scroll-controller";

const WORK_TILE_REVEAL_THRESHOLD = 0.28;

export type RevealState = "static" | "hidden" | "revealed";

/**
 * Fades an element in when 28% of it is visible. The server HTML shows it ("static"), so the
 * page reads without JavaScript; only elements off screen at the observer's first report are
 * hidden and revealed, so nothing on screen blinks. That first report, rather than a measurement
 * at hydration, decides: measuring would lay out sections that wait until they come near the
 * view (`.render-when-near`), in the task that starts the page.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setState("hidden");
          return;
        }
        if (entry.intersectionRatio >= WORK_TILE_REVEAL_THRESHOLD) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold: [0, WORK_TILE_REVEAL_THRESHOLD] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
