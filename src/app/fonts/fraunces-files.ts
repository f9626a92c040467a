// Written by `npm run fonts:subset` (scripts/fonts/subset-fraunces.ts): do not edit.
import type { FrauncesFace, FrauncesFiles } from "./font-faces";

export const FRAUNCES_FILES: FrauncesFiles = {
  core400: "/fonts/fraunces-core-400.723e7612e1.woff2",
  core600: "/fonts/fraunces-core-600.21a1816678.woff2",
  latin: "/fonts/fraunces-latin.7f9d191d99.woff2",
};

/** Registered once the page is interactive (deferred-faces.tsx). */
export const FRAUNCES_DEFERRED_FACES: readonly FrauncesFace[] = [
  { url: "/fonts/fraunces-core-400.723e7612e1.woff2", weight: 400, unicodeRange: "U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122" },
  { url: "/fonts/fraunces-latin.7f9d191d99.woff2", weight: 400, unicodeRange: "U+00A1-00A2, U+00A4-00A8, U+00AA-00AD, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00E8, U+00EA-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD" },
];
