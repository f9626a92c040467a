/**
 * The bridge between application code and the production server's response cache
 * (response-cache.ts). They run in one process but are bundled apart (Next.js bundles the app;
 * esbuild bundles the server), so the server registers its purge function on globalThis.
 * Under `next dev` or in tests nothing is registered and purging does nothing.
 */
const REGISTRY_KEY = Symbol.for("kursi.response-cache.purge");

type Purge = (pathPrefix: string) => void;
const registry = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Purge };

export function registerResponseCachePurge(purge: Purge): void {
  registry[REGISTRY_KEY] = purge;
}

/** Drops cached responses for `pathPrefix` and every path under it. */
export function purgeResponseCache(pathPrefix: string): void {
  registry[REGISTRY_KEY]?.(pathPrefix);
}
