import "server-only";

/**
 * The bridge between application code and the production server (main.ts): they run in one
 * process but are bundled apart (Next.js bundles the app; esbuild bundles the server), so the
 * server registers its hooks on globalThis. Under `next dev`, `next start` or in tests nothing
 * is registered: purging does nothing, there are no renders to wait for and no client address.
 */
const BRIDGE_KEY = Symbol.for("kursi.server-bridge");

type ServerHooks = {
  /** Drops replayed responses for a path and the paths under it (response-cache.ts). */
  purgeResponses: (pathPrefix: string) => void;
  /** Resolves when the page requests being answered now have finished (in-flight-requests.ts). */
  rendersSettled: () => Promise<void>;
  /** The client address of the request being handled (client-address.ts). */
  clientAddress: () => string | undefined;
  /** This server's id among the instances that share the database (docs/decisions/0023). */
  instanceId: () => string;
};
const bridge = globalThis as typeof globalThis & { [BRIDGE_KEY]?: Partial<ServerHooks> };

export function registerServerHooks(hooks: Partial<ServerHooks>): void {
  bridge[BRIDGE_KEY] = { ...bridge[BRIDGE_KEY], ...hooks };
}

/** Drops cached responses for `pathPrefix` and every path under it. */
export function purgeResponseCache(pathPrefix: string): void {
  bridge[BRIDGE_KEY]?.purgeResponses?.(pathPrefix);
}

/**
 * Resolves once every page request the server is answering at the time of the call has
 * finished; requests that arrive later are not waited for.
 */
export async function rendersInFlightSettled(): Promise<void> {
  await bridge[BRIDGE_KEY]?.rendersSettled?.();
}

/**
 * The client address the production server decided for the request being handled, or
 * undefined under any other server (docs/decisions/0021).
 */
export function clientAddressOfRequest(): string | undefined {
  return bridge[BRIDGE_KEY]?.clientAddress?.();
}

/**
 * The production server's id among the instances sharing the database, or null under any
 * other server (docs/decisions/0023).
 */
export function serverInstanceId(): string | null {
  return bridge[BRIDGE_KEY]?.instanceId?.() ?? null;
}
