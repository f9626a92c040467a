/**
 * Writes the Fraunces files the site serves, from @fontsource-variable/fraunces:
 * - public/fonts/fraunces-core-{400,600}.<hash>.woff2: the variable Latin file pinned to one
 *   weight each and cut to CORE_RANGES (src/app/fonts/font-ranges.ts);
 * - public/fonts/fraunces-latin.<hash>.woff2: the variable Latin file itself, for the rest;
 * - src/app/fonts/fraunces.css (the @font-face rules of the semibold) and
 *   src/app/fonts/fraunces-files.ts (the URLs, for the preload, and the regular weight's faces,
 *   which the page registers once it is interactive).
 * Names carry a hash of the content, so the files can be cached for good. Run it after upgrading
 * the font package or changing the ranges; the outputs are committed.
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { deferredFaces, frauncesCss, type FrauncesFiles } from "../../src/app/fonts/font-faces";
import { coreText } from "../../src/app/fonts/font-ranges";
import { contentHash } from "../../src/lib/content-hash";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public/fonts");
const appDir = path.join(root, "src/app/fonts");
const require = createRequire(import.meta.url);
const variable = await readFile(
  require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
);

function hashedName(stem: string, content: Buffer): string {
  return `${stem}.${contentHash(content)}.woff2`;
}

await rm(publicDir, { recursive: true, force: true });
await mkdir(publicDir, { recursive: true });

async function publish(stem: string, content: Buffer): Promise<string> {
  const name = hashedName(stem, content);
  await writeFile(path.join(publicDir, name), content);
  console.log(`public/fonts/${name}: ${content.length} bytes`);
  return `/fonts/${name}`;
}

const core = (weight: number) =>
  subsetFont(variable, coreText(), { targetFormat: "woff2", variationAxes: { wght: weight } });

const files: FrauncesFiles = {
  core400: await publish("fraunces-core-400", await core(400)),
  core600: await publish("fraunces-core-600", await core(600)),
  latin: await publish("fraunces-latin", variable),
};

await writeFile(path.join(appDir, "fraunces.css"), frauncesCss(files));
const entries = Object.entries(files).map(([key, url]) => `  ${key}: "${url}",`);
const deferred = deferredFaces(files).map(
  (face) =>
    `  { url: "${face.url}", weight: ${face.weight}, unicodeRange: "${face.unicodeRange}" },`,
);
await writeFile(
  path.join(appDir, "fraunces-files.ts"),
  [
    "// Written by `npm run fonts:subset` (scripts/fonts/subset-fraunces.ts): do not edit.",
    'import type { FrauncesFace, FrauncesFiles } from "./font-faces";',
    "",
    "export const FRAUNCES_FILES: FrauncesFiles = {",
    ...entries,
    "};",
    "",
    "/** Registered once the page is interactive (deferred-faces.tsx). */",
    "export const FRAUNCES_DEFERRED_FACES: readonly FrauncesFace[] = [",
    ...deferred,
    "];",
    "",
  ].join("\n"),
);
console.log(
  `src/app/fonts: fraunces.css, fraunces-files.ts (${(await readdir(publicDir)).length} files)`,
);
