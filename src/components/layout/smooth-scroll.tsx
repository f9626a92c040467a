"use client";

import { useEffect } from "react";
import { registerLenis } from "./scroll-controller";

const SMOOTH_SCROLL_DURATION_S = 1.2;

/** At the latest this long after hydration, smooth scrolling starts even if the page is busy. */
const LENIS_IDLE_TIMEOUT_MS = 2000;

/** Lenis smooth scrolling (1.2 s), never with reduced motion; loaded once the page is idle. */
export function SmoothScroll() {
  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let stop: (() => void) | undefined;
    let cancelled = false;

    async function start() {
      if (motion.matches) return;
      const { default: Lenis } = await import("lenis");
      if (cancelled || motion.matches || stop) return;
      // Frames come from scroll-controller, only while a scroll is animated.
      const lenis = new Lenis({ duration: SMOOTH_SCROLL_DURATION_S, autoRaf: false });
      registerLenis(lenis);
      stop = () => {
        registerLenis(null);
        lenis.destroy();
      };
    }

    function onPreferenceChange() {
      stop?.();
      stop = undefined;
      void start();
    }

    // Lenis waits until the browser is idle, so it never competes with hydration.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void start(), { timeout: LENIS_IDLE_TIMEOUT_MS })
      : window.setTimeout(() => void start(), 0);
    motion.addEventListener("change", onPreferenceChange);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      motion.removeEventListener("change", onPreferenceChange);
      stop?.();
    };
  }, []);

  return null;
}
