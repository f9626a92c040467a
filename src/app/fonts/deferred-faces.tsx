"use client";

import { useEffect } from "react";
import { FAMILY } from "./font-faces";
import { FRAUNCES_DEFERRED_FACES, FRAUNCES_FILES } from "./fraunces-files";

let registered = false;

/**
 * Registers Fraunces' regular weight once the page is interactive, and fetches its core file, so
 * it never competes with the stylesheet, the semibold and the scripts for the first paint. Until
 * it arrives the regular text (quotes, the mobile menu) is drawn with the semibold face.
 */
export function DeferredFontFaces() {
  useEffect(() => {
    if (registered || typeof FontFace !== "function") return;
    registered = true;
    for (const { url, weight, unicodeRange } of FRAUNCES_DEFERRED_FACES) {
      const face = new FontFace(FAMILY, `url("${url}") format("woff2")`, {
        weight: String(weight),
        style: "normal",
        display: "swap",
        unicodeRange,
      });
      document.fonts.add(face);
      // The core file is wanted on every page (the menu uses it); the rest of Latin only when a
      // character needs it, which the browser works out itself. A failed fetch leaves the text
      // in the semibold face: nothing to report.
      if (url === FRAUNCES_FILES.core400) face.load().catch(() => undefined);
    }
  }, []);
  return null;
}
