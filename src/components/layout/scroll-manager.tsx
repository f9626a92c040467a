"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { scrollToTarget } from "./scroll-controller";

/** The element the address's hash names; a hash that is not valid percent-encoding names none. */
function targetFromHash(): HTMLElement | null {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return null;
  }
}

function ScrollOnChange() {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  const previousRoute = useRef<string | null>(null);

  // A route change scrolls to the hash target when there is one, else to the top. The first
  // render only honours a hash, so a reload keeps the position the browser restored.
  useEffect(() => {
    const isFirstRender = previousRoute.current === null;
    previousRoute.current = route;
    const target = targetFromHash();
    if (isFirstRender && !target) return;
    scrollToTarget(target);
  }, [route]);

  useEffect(() => {
    const onHashChange = () => scrollToTarget(targetFromHash());
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  return null;
}

export function ScrollManager() {
  return (
    <Suspense fallback={null}>
      <ScrollOnChange />
    </Suspense>
  );
}
