// Marks the scripts that every page runs as it starts for eager compilation (V8's explicit
// compile hints, Chrome 136+): the framework chunks Next.js loads on every page, and the entry
// chunks of each layout and page, whose client components render during hydration.
//
// Without the hint, V8 pre-parses each function when the script arrives and compiles it on the
// main thread the first time it is called, which for React DOM and the Next.js router is inside
// the one task that starts the app. With it, the whole file is compiled on a background thread
// while it downloads. Chunks loaded on demand (modals, the editor, Lenis) keep lazy compilation,
// since most of their functions never run on a given visit. See docs/decisions/0008.
//
// `npm run build` runs it after `next build`, before anything serves .next/static. It is
// deterministic and idempotent: a chunk's name is its content's hash, and this changes its
// content the same way in every build.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

/** The parts of .next/build-manifest.json read here. */
export type BuildManifest = { rootMainFiles?: string[]; polyfillFiles?: string[] };
/** What a route's client reference manifest sets on globalThis.__RSC_MANIFEST, in part. */
export type ClientReferenceManifests = Record<string, { entryJSFiles?: Record<string, string[]> }>;

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The source with the compile hint as its first line (once, however often this runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The chunks (paths relative to the build directory) that a page runs as it starts: the build
 * manifest's root main files and every route's entry files. Polyfills, which modern browsers
 * never run, and chunks loaded on demand are not among them.
 */
export function startupChunks(
  buildManifest: BuildManifest,
  rscManifests: ClientReferenceManifests[],
): string[] {
  const rootMainFiles = buildManifest.rootMainFiles ?? [];
  if (rootMainFiles.length === 0) {
    throw new Error("the build manifest lists no root main files: has its format changed?");
  }
  const chunks = new Set(rootMainFiles);
  for (const manifest of rscManifests) {
    for (const route of Object.values(manifest)) {
      for (const files of Object.values(route.entryJSFiles ?? {})) {
        for (const file of files) chunks.add(file);
      }
    }
  }
  for (const polyfill of buildManifest.polyfillFiles ?? []) chunks.delete(polyfill);
  return [...chunks].filter((file) => file.endsWith(".js")).sort();
}

async function filesNamed(directory: string, suffix: string) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each route's client reference manifest, as the server evaluates it. */
async function readRscManifests(distDir: string): Promise<ClientReferenceManifests[]> {
  const files = await filesNamed(
    path.join(distDir, "server", "app"),
    "_client-reference-manifest.js",
  );
  if (files.length === 0) {
    throw new Error(`no client reference manifests under ${distDir}/server/app: run next build`);
  }
  return Promise.all(
    files.map(async (file) => {
      const context: { globalThis?: unknown; __RSC_MANIFEST?: ClientReferenceManifests } = {};
      context.globalThis = vm.createContext(context);
      vm.runInContext(await readFile(file, "utf8"), context, { filename: file });
      return context.__RSC_MANIFEST ?? {};
    }),
  );
}

export async function addCompileHints(distDir: string): Promise<string[]> {
  const buildManifest: BuildManifest = JSON.parse(
    await readFile(path.join(distDir, "build-manifest.json"), "utf8"),
  );
  const chunks = startupChunks(buildManifest, await readRscManifests(distDir));
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = await readFile(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) await writeFile(file, hinted);
  }
  return chunks;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = await addCompileHints(path.resolve(".next"));
  console.log(`compile hints: ${chunks.length} startup chunks marked for eager compilation`);
}
