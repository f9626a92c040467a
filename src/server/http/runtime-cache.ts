import { rmSync } from "node:fs";
import path from "node:path";

/**
 * The parts of Next.js's cache written while serving, as opposed to at build time: pages
 * rendered on demand (ISR) and cached data (unstable_cache). Next.js keeps them under the build
 * directory, across restarts and even across builds, but they were rendered from whatever
 * database the previous process used, and which tags were revalidated lived only in its memory.
 */
export function runtimeCacheDirectories(distDir: string): string[] {
  return [path.join(distDir, "server", "route-cache"), path.join(distDir, "cache", "fetch-cache")];
}

/**
 * Empties them before the server starts, so every process begins coherent with its database
 * (a restart after restoring a backup, or on another DATA_DIR, cannot serve old posts). Build
 * outputs and the image cache stay.
 */
export function resetRuntimeCaches(distDir: string): void {
  for (const directory of runtimeCacheDirectories(distDir)) {
    rmSync(directory, { recursive: true, force: true });
  }
}
