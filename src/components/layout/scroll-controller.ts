"use client";

import type Lenis from "lenis";
import { useEffect } from "react";

/**
 * One place that owns page scrolling: the Lenis instance (when smooth scrolling is on) and the
 * scroll locks that modals take. Modals call useScrollLock(open) and never touch Lenis directly.
 */
let lenis: Lenis | null = null;
let locks = 0;

export function registerLenis(instance: Lenis | null) {
  lenis = instance;
  applyLock();
}

function applyLock() {
  const locked = locks > 0;
  document.documentElement.style.overflow = locked ? "hidden" : "";
  document.documentElement.toggleAttribute("data-scroll-locked", locked);
  if (!lenis) return;
  if (locked) lenis.stop();
  else lenis.start();
}

/** Locks page scrolling while `active`; locks nest, so two modals release in any order. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    applyLock();
    return () => {
      locks -= 1;
      applyLock();
    };
  }, [active]);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to an element (below the fixed navigation) or to the top. */
export function scrollToTarget(target: HTMLElement | null) {
  const immediate = prefersReducedMotion();
  if (lenis && !immediate) {
    const navOffset = target ? -navigationHeight() : 0;
    lenis.scrollTo(target ?? 0, { offset: navOffset });
    return;
  }
  if (target) {
    target.scrollIntoView({ behavior: immediate ? "auto" : "smooth", block: "start" });
  } else {
    window.scrollTo({ top: 0, behavior: immediate ? "auto" : "smooth" });
  }
}

function navigationHeight(): number {
  return document.querySelector("[data-site-header]")?.getBoundingClientRect().height ?? 0;
}
