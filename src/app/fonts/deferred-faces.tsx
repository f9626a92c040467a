"use client";

import { useEffect } from "react";
import { FAMILY } from "./font-faces";
import { FRAUNCES_DEFERRED_FACES, FRAUNCES_FILES } from "./fraunces-files";

let registered = false;

/**
 * Registers Fraunces' regular weight once the page is interactive, so its file never competes
 * with the stylesheet, the semibold and the scripts for the first paint. Until it arrives the
 * regular text (quotes, the mobile menu) is drawn with the semibold face.
 */
export function DeferredFontFaces() {
  useEffect(() => {
    if (registered || typeof FontFace !== "function") return;
    registered = true;
    const faces = FRAUNCES_DEFERRED_FACES.map(
      ({ url, weight, unicodeRange }) =>
        new FontFace(FAMILY, `url("${url}") format("woff2")`, {
          weight: String(weight),
          style: "normal",
          display: "swap",
          unicodeRange,
        }),
    );
    const core = FRAUNCES_DEFERRED_FACES.findIndex(({ url }) => url === FRAUNCES_FILES.core400);
    // The core file (every page's menu uses it) is loaded before the faces join the document, so
    // the text they change is laid out again once, not twice; the rest of Latin loads only if a
    // character needs it. A failed fetch leaves the text in the semibold face: nothing to report.
    faces[core]?.load().then(
      () => faces.forEach((face) => document.fonts.add(face)),
      () => undefined,
    );
  }, []);
  return null;
}
