"use client";

import { useEffect } from "react";

/**
 * A screen reached after a redirect that carries its notice in the address
 * (`/admin/blog?…&deleted=1`) shows the notice once: with JavaScript, the parameter is taken out
 * of the address as soon as the notice is on screen, so a reload or a bookmark does not repeat
 * "Blog deleted." Without JavaScript the address keeps it.
 */
export function ForgetNoticeInAddress({ param }: { param: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    // Next.js keeps its router in step with history.replaceState.
    window.history.replaceState(null, "", url);
  }, [param]);
  return null;
}
