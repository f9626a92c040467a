"use client";

import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "@/components/layout/scroll-controller";
import { WORK_TILE_REVEAL_THRESHOLD } from "@/lib/constants";

export type RevealState = "static" | "hidden" | "revealed";

/**
 * Fades an element in when 28% of it is visible. The server HTML shows it ("static"), so the
 * page reads without JavaScript; only elements still below the fold at hydration are hidden
 * and revealed, so nothing on screen blinks.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold: WORK_TILE_REVEAL_THRESHOLD },
    );
    // Hidden only from the observer's first report on, which comes after this frame.
    setState((current) => (current === "static" ? "hidden" : current));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
