"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

const CURSOR_MIN_WIDTH_PX = 1024;

const QUERY = `(min-width: ${CURSOR_MIN_WIDTH_PX}px) and (pointer: fine) and (prefers-reduced-motion: no-preference)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const isEnabled = () => window.matchMedia(QUERY).matches;

/** A brand-red circle that trails the pointer on wide screens with a fine pointer. */
export function CursorFollower() {
  const enabled = useSyncExternalStore(subscribe, isEnabled, () => false);
  return enabled ? <Follower /> : null;
}

function Follower() {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dot.current;
    if (!element) return;
    const target = { x: -100, y: -100 };
    const position = { x: -100, y: -100 };
    let frame = 0;

    const render = () => {
      position.x += (target.x - position.x) * 0.2;
      position.y += (target.y - position.y) * 0.2;
      element.style.transform = `translate3d(${position.x}px, ${position.y}px, 0) translate(-50%, -50%)`;
      const settled =
        Math.abs(target.x - position.x) < 0.1 && Math.abs(target.y - position.y) < 0.1;
      frame = settled ? 0 : requestAnimationFrame(render);
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      target.x = event.clientX;
      target.y = event.clientY;
      element.style.opacity = "1";
      if (!frame) frame = requestAnimationFrame(render);
    };
    const onLeave = () => {
      element.style.opacity = "0";
    };

    window.addEventListener("pointermove", onMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", onLeave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
      document.documentElement.removeEventListener("pointerleave", onLeave);
    };
  }, []);

  return (
    <div
      ref={dot}
      data-testid="cursor-follower"
      aria-hidden="true"
      className="pointer-events-none fixed top-0 left-0 z-[150] size-8 rounded-full border-2 border-brand bg-brand/15 opacity-0 mix-blend-multiply transition-opacity duration-300 select-none"
    />
  );
}
