import { CORE_RANGES, restOfLatin, unicodeRange } from "./font-ranges";

/*
 * One web font: Fraunces for display type, self-hosted (nothing is fetched from a font host).
 * Body text is set in the reader's system UI face (--font-sans in globals.css): legible
 * everywhere, and nothing to download before the first paint.
 *
 * The stylesheet declares only the semibold, the weight of every heading and of the hero
 * headline (the largest paint), and the root layout preloads its core file. The regular weight
 * (quotes, the mobile menu) is registered once the page is interactive (deferred-faces.tsx), so
 * its file never competes with the first paint; until then, and without JavaScript, that text is
 * drawn with the semibold face, the nearest weight the family has.
 */

/** The font files under public/, named by content hash (written by `npm run fonts:subset`). */
export type FrauncesFiles = { core400: string; core600: string; latin: string };

/** One face of the family: a file, the weight it serves, and the characters it serves. */
export type FrauncesFace = { url: string; weight: 400 | 600; unicodeRange: string };

// globals.css names both in --font-display.
export const FAMILY = "Fraunces";
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

/*
 * The faces that stand in, by the name local() looks up (a full font name: no substitution):
 * Arial, or where it is not installed (Linux, where Lighthouse runs too) one of the faces made
 * with Arial's metrics, so the figures above hold for each. Without any, the text would be drawn
 * in the next family of --font-display and move when Fraunces arrives (seen: 0.03 CLS on /work).
 */
const FALLBACK_LOCAL_FACES = ["Arial", "Liberation Sans", "Arimo"];

function fontFace(descriptors: string[]): string {
  return `@font-face {\n${descriptors.map((line) => `  ${line};`).join("\n")}\n}\n`;
}

/**
 * Fraunces' faces: per weight, the core file for the core's characters and the full variable
 * Latin file for the rest. The Latin file is declared once per weight, with the same descriptors
 * as that weight's core face: browsers choose the faces of a family by weight first and only then
 * by unicode-range, so a face declared for "100 900" would never stand in for a character missing
 * from the 600 core. For the same reason a weight's two faces are declared, or deferred, together.
 */
function frauncesFaces(files: FrauncesFiles): FrauncesFace[] {
  const core = unicodeRange(CORE_RANGES);
  const rest = unicodeRange(restOfLatin());
  return [
    { url: files.core400, weight: 400, unicodeRange: core },
    { url: files.latin, weight: 400, unicodeRange: rest },
    { url: files.core600, weight: 600, unicodeRange: core },
    { url: files.latin, weight: 600, unicodeRange: rest },
  ];
}

/** The weight the stylesheet declares; the others are registered after hydration. */
const STYLESHEET_WEIGHT = 600;

/** The faces registered once the page is interactive (deferred-faces.tsx). */
export function deferredFaces(files: FrauncesFiles): FrauncesFace[] {
  return frauncesFaces(files).filter((face) => face.weight !== STYLESHEET_WEIGHT);
}

/** The @font-face rules of fraunces.css: the semibold faces, then the sized fallback. */
export function frauncesCss(files: FrauncesFiles): string {
  const faces = frauncesFaces(files)
    .filter((face) => face.weight === STYLESHEET_WEIGHT)
    .map((face) =>
      fontFace([
        `font-family: "${FAMILY}"`,
        `src: url("${face.url}") format("woff2")`,
        `font-weight: ${face.weight}`,
        "font-style: normal",
        "font-display: swap",
        `unicode-range: ${face.unicodeRange}`,
      ]),
    );
  return [
    "/* Written by `npm run fonts:subset` (scripts/fonts/subset-fraunces.ts): do not edit. */\n",
    ...faces,
    fontFace([
      `font-family: "${FALLBACK_FAMILY}"`,
      `src: ${FALLBACK_LOCAL_FACES.map((name) => `local("${name}")`).join(", ")}`,
      ...FALLBACK_METRICS,
    ]),
  ].join("\n");
}
