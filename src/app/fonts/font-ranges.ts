/**
 * Which characters Fraunces' two small "core" files hold, and which are left to the full file.
 *
 * The core is printable ASCII plus the typographic marks this site's copy uses (curly quotes,
 * dashes, the ellipsis, the middle dot, currency and legal signs, é). Cut to one weight each, a
 * core file is about 13 KB: it arrives in the first round trip of a new connection, where the full
 * variable Latin file (37 KB) needs three. Any other Latin character (an accented name in a blog
 * title, say) makes the browser fetch the full file, and only then.
 *
 * `npm run fonts:subset` cuts the core files from these ranges and writes the @font-face rules
 * (font-faces.ts); fonts.test.ts checks the committed files still match them.
 */

type CodeRange = readonly [first: number, last: number];

/** Every code point the core files cover. */
export const CORE_RANGES: readonly CodeRange[] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa3, 0xa3], // £
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0xe9, 0xe9], // é (décor, clichés)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The Latin subset of the full file (as @fontsource publishes it). */
const LATIN_RANGES: readonly CodeRange[] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

function codePoints(ranges: readonly CodeRange[]): number[] {
  return ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );
}

/** Sorted code points as the shortest list of inclusive ranges. */
function toRanges(points: Iterable<number>): CodeRange[] {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of sorted) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

/** CSS `unicode-range` text for a list of ranges. */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  return toRanges(codePoints(ranges))
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/** The Latin characters the core does not hold: the full file's share. */
export function restOfLatin(): CodeRange[] {
  const core = new Set(codePoints(CORE_RANGES));
  const isControl = (point: number) => point < 0x20 || (point >= 0x7f && point <= 0x9f);
  return toRanges(
    codePoints(LATIN_RANGES).filter((point) => !core.has(point) && !isControl(point)),
  );
}

/** The core characters as a string, for the subsetter. */
export function coreText(): string {
  return String.fromCodePoint(...codePoints(CORE_RANGES));
}
