import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hasOwnNotFound } from "../../lib/routes/decide-route";

/*
 * Next.js renders a notFound() page in the browser only: its HTML body is an empty shell (or a
 * Suspense boundary left to the client) and the page itself travels in the RSC payload
 * (vercel/next.js#62228), so without JavaScript a visitor sees nothing. The site's not-found page
 * (app/not-found.tsx) is prerendered at build as /_not-found, the page Next.js itself sends for an
 * address no route serves; the production server sends that HTML for every other 404 page too.
 * Routes with a not-found page of their own keep theirs. See docs/decisions/0017.
 */

/** The prerendered /_not-found page of the build in `dir`, or null when the build has none. */
export function readNotFoundPage(dir: string): Buffer | null {
  try {
    return readFileSync(path.join(dir, ".next/server/app/_not-found.html"));
  } catch {
    return null;
  }
}

/** The HTML to send for a 404 page at `pathname` that Next.js rendered as `body`. */
export function notFoundBody(pathname: string, body: Buffer, notFoundPage: Buffer | null): Buffer {
  return notFoundPage && !hasOwnNotFound(pathname) ? notFoundPage : body;
}
