import { CORE_RANGES, restOfLatin, unicodeRange } from "./font-ranges";

/*
 * One web font: Fraunces for display type, self-hosted (nothing is fetched from a font host).
 * Body text is set in the reader's system UI face (--font-sans in globals.css): legible
 * everywhere, and nothing to download before the first paint. The root layout preloads the
 * semibold core file, the hero headline's face; the others load when a page uses them.
 */

/** The font files under public/, named by content hash (written by `npm run fonts:subset`). */
export type FrauncesFiles = { core400: string; core600: string; latin: string };

// globals.css names both in --font-display.
const FAMILY = "Fraunces";
const FALLBACK_FAMILY = "Fraunces Fallback";

/*
 * The local face that stands in while Fraunces loads, scaled to take the same space so the swap
 * does not move the text: Fraunces' ascent, descent and average width measured against Arial
 * (the figures next/font computes for this file).
 */
const FALLBACK_METRICS = [
  "ascent-override: 84.44%",
  "descent-override: 22.02%",
  "line-gap-override: 0%",
  "size-adjust: 115.82%",
];

function fontFace(descriptors: string[]): string {
  return `@font-face {\n${descriptors.map((line) => `  ${line};`).join("\n")}\n}\n`;
}

/**
 * The @font-face rules for Fraunces: per weight, the core file for the core's characters and the
 * full variable Latin file for the rest, then the sized fallback. The Latin file is declared once
 * per weight, with the same descriptors as that weight's core face: browsers choose the faces of
 * a family by weight first and only then by unicode-range, so a face declared for "100 900"
 * would never stand in for a character missing from the 600 core.
 */
export function frauncesCss(files: FrauncesFiles): string {
  const face = (url: string, weight: number, range: string) =>
    fontFace([
      `font-family: "${FAMILY}"`,
      `src: url("${url}") format("woff2")`,
      `font-weight: ${weight}`,
      "font-style: normal",
      "font-display: swap",
      `unicode-range: ${range}`,
    ]);
  const core = unicodeRange(CORE_RANGES);
  const rest = unicodeRange(restOfLatin());
  return [
    "/* Written by `npm run fonts:subset` (scripts/fonts/subset-fraunces.ts): do not edit. */\n",
    face(files.core400, 400, core),
    face(files.latin, 400, rest),
    face(files.core600, 600, core),
    face(files.latin, 600, rest),
    fontFace([`font-family: "${FALLBACK_FAMILY}"`, 'src: local("Arial")', ...FALLBACK_METRICS]),
  ].join("\n");
}
