/*
 * V8's explicit compile hints (docs/decisions/0044): a script whose first line is this comment
 * is compiled whole as it streams in, off the main thread, instead of function by function on
 * the main thread as hydration first calls them. The production server adds it to Next.js's
 * script chunks as it serves them; the build's files stay as Next.js wrote them.
 */

const HINT = Buffer.from("//# allFunctionsCalledOnLoad\n", "utf8");
/** Next.js's hashed script chunks: the framework, the router and the pages' code. */
const CHUNK = /^\/_next\/static\/chunks\/[^?#]+\.js$/;
const JAVASCRIPT = /^(?:application|text)\/javascript\b/i;

/** The body with the hint on its first line if it is a script chunk (once), else the body. */
export function withCompileHint(path: string, type: string, body: Buffer): Buffer {
  if (!CHUNK.test(path) || !JAVASCRIPT.test(type)) return body;
  return body.subarray(0, HINT.length).equals(HINT) ? body : Buffer.concat([HINT, body]);
}
