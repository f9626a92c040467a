"use client";

import { useEffect } from "react";
import { SPLASH_DELAY_MS } from "@/components/layout/splash";

const FADE_MS = 500;

/** Hides the splash once the page has loaded plus SPLASH_DELAY_MS. */
export function SplashDismiss() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.splash !== "on") return;
    const timers: number[] = [];

    const dismiss = () => {
      timers.push(
        window.setTimeout(() => {
          root.dataset.splash = "leaving";
          timers.push(window.setTimeout(() => root.removeAttribute("data-splash"), FADE_MS));
        }, SPLASH_DELAY_MS),
      );
    };

    if (document.readyState === "complete") dismiss();
    else window.addEventListener("load", dismiss, { once: true });

    return () => {
      window.removeEventListener("load", dismiss);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  return null;
}
