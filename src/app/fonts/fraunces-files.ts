// Written by `npm run fonts:subset` (scripts/fonts/subset-fraunces.ts): do not edit.
import type { FrauncesFiles } from "./font-faces";

export const FRAUNCES_FILES: FrauncesFiles = {
  core400: "/fonts/fraunces-core-400.723e7612e1.woff2",
  core600: "/fonts/fraunces-core-600.21a1816678.woff2",
  latin: "/fonts/fraunces-latin.7f9d191d99.woff2",
};
