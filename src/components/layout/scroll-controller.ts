"use client";

import type Lenis from "lenis";
import { useEffect } from "react";

/**
 * One place that owns page scrolling: the Lenis instance (when smooth scrolling is on) and the
 * scroll locks that modals take. Modals call useScrollLock(open) and never touch Lenis directly.
 */
let lenis: Lenis | null = null;
let locks = 0;
let frame = 0;
let stopWaking: (() => void) | null = null;

/**
 * Lenis is given animation frames only while it animates a scroll. Its own loop (`autoRaf`)
 * asks for every frame for as long as the page is open, so an idle page never stops drawing,
 * which costs a phone's battery for nothing: touch scrolling is native and needs no frames.
 */
function tick(time: number) {
  frame = 0;
  if (!lenis) return;
  lenis.raf(time);
  if (lenis.isScrolling === "smooth") frame = requestAnimationFrame(tick);
}

/** Starts the frames for a scroll Lenis is about to animate (wheel input, scrollTo). */
function wake() {
  if (!lenis || frame) return;
  // Lenis advances by the time since its last frame: after a pause, the first frame must count
  // as the start (a time of 0 makes Lenis measure from this frame).
  lenis.time = 0;
  frame = requestAnimationFrame(tick);
}

export function registerLenis(instance: Lenis | null) {
  stopWaking?.();
  stopWaking = null;
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  lenis = instance;
  if (instance) stopWaking = instance.on("virtual-scroll", wake);
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

/**
 * Lays out every part of the page that waits until it comes near the view (`.render-when-near`
 * in globals.css). Until then those parts stand at estimated heights, so an element below them
 * would be measured at the wrong place and a scroll towards it would stop short. Once done, it
 * stays done: the page has paid for that layout.
 */
function renderWholePage() {
  const root = document.documentElement;
  if (root.hasAttribute("data-render-all")) return;
  root.setAttribute("data-render-all", "");
  // Lenis learns the page's new height from a resize observer, a frame too late for this
  // scroll: without this it would stop at the old end of the page.
  lenis?.resize();
}

/**
 * Scrolls to an element or to the top. Elements stop below the fixed navigation through their
 * `scroll-margin-top` (globals.css gives one to every element with an id), which Lenis honours
 * as scrollIntoView does.
 */
export function scrollToTarget(target: HTMLElement | null) {
  if (target) renderWholePage();
  const immediate = prefersReducedMotion();
  if (lenis && !immediate) {
    // Lenis learns of native scrolling from scroll events, which come with the next frame: a
    // hash change has already jumped to its target by now, even while Lenis is still easing out
    // an earlier scroll, whose next frame would put the page back. Dropping that scroll and
    // starting from where the page really is keeps Lenis from measuring the target against a
    // stale position. Stopping and starting is Lenis's public way to do both.
    if (!lenis.isStopped) {
      lenis.stop();
      lenis.start();
    }
    lenis.scrollTo(target ?? 0);
    wake();
    return;
  }
  if (target) {
    target.scrollIntoView({ behavior: immediate ? "auto" : "smooth", block: "start" });
  } else {
    window.scrollTo({ top: 0, behavior: immediate ? "auto" : "smooth" });
  }
}
