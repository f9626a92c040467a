"use client";

import { useEffect } from "react";
import { SMOOTH_SCROLL_DURATION_S } from "@/lib/constants";
import { registerLenis } from "./scroll-controller";

/** Lenis smooth scrolling (1.2 s), never with reduced motion; loaded after the page is idle. */
export function SmoothScroll() {
  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let stop: (() => void) | undefined;
    let cancelled = false;

    async function start() {
      if (motion.matches) return;
      const { default: Lenis } = await import("lenis");
      if (cancelled || motion.matches) return;
      const lenis = new Lenis({ duration: SMOOTH_SCROLL_DURATION_S, autoRaf: true });
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

    void start();
    motion.addEventListener("change", onPreferenceChange);
    return () => {
      cancelled = true;
      motion.removeEventListener("change", onPreferenceChange);
      stop?.();
    };
  }, []);

  return null;
}
