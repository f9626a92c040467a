import { vi } from "vitest";
import type { Db } from "@/server/db/connect";

/*
 * What an admin Server Action, page or route reads of its request when it is called from an
 * integration test instead of through Next.js: the cookies (next/headers), the database
 * (src/server/db/database.ts) and Next's cache calls. A test file mocks those modules with the
 * objects below, each in one line:
 *
 *   vi.mock("next/headers", async () => (await import("../support/admin-request")).nextHeaders);
 *
 * and then sets `requestCookies` (the session cookie) and `useDatabase(db)` per database kind.
 */

/** The request's cookies, read and written as next/headers' cookies() does. */
export const requestCookies = new Map<string, string>();
/** The request's headers, as next/headers' headers() reads them (the client address, say). */
export const requestHeaders = new Map<string, string>();

let database: Db | undefined;

/** The database getDb() answers from now on (each kind in turn in a describe.each). */
export function useDatabase(db: Db) {
  database = db;
}

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) =>
      requestCookies.has(name) ? { name, value: requestCookies.get(name) } : undefined,
    has: (name: string) => requestCookies.has(name),
    set: (name: string, value: string) => {
      if (value) requestCookies.set(name, value);
      else requestCookies.delete(name);
    },
    delete: (name: string) => requestCookies.delete(name),
  }),
  headers: async () => new Headers([...requestHeaders]),
};

/** Expiring Next's cache needs a Next.js request; what it would expire is not under test. */
export const nextCache = {
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: <T>(work: T) => work,
};

export const databaseModule = {
  getDb: async () => {
    if (!database) throw new Error("call useDatabase(db) before the code under test");
    return database;
  },
  closeDb: async () => {},
  // The test writes the content it needs into its own database: no seeding on first read.
  seededDb: () => databaseModule.getDb,
};
