import { z } from "zod";

/*
 * The operator's redirects (/admin/redirects, docs/decisions/0036): from an old path to a page
 * of this site, permanent (308) or temporary (307). They apply to paths the site does not serve,
 * before the unknown-path rule sends them home. One content document holds the whole list
 * (0035), checked as a whole: no loop, no chain, no two rules for one path.
 */

export type Redirect = { from: string; to: string; permanent: boolean };
export type RedirectsContent = { redirects: Redirect[] };

export const REDIRECTS_MAX = 1000;
export const REDIRECT_PATH_MAX = 300;
export const DEFAULT_REDIRECTS: RedirectsContent = { redirects: [] };

/** What the server knows when it checks a list: which paths are served, and which are pages. */
export type RedirectContext = {
  /** Why a redirect from `path` would never apply (the site serves it…), or null. */
  sourceProblem: (path: string) => string | null;
  /** Why `path` is not a page a redirect may lead to, or null. */
  targetProblem: (path: string) => string | null;
};

/**
 * A path as requests are matched: decoded (as the router gives it), without a trailing slash.
 * Null when it cannot be decoded.
 */
export function normalizeRedirectPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

/** Matching ignores case: old sites' addresses were seldom case-sensitive. */
export const redirectKey = (path: string) => (normalizeRedirectPath(path) ?? path).toLowerCase();

// Spaces, controls and the characters a path cannot hold unencoded.
const UNSAFE = /[\s\u0000-\u001f\u007f\\<>"`{}|^]/;

/** Why `from` cannot be a redirect's source, or null. */
function sourceProblem(from: string): string | null {
  if (!from.startsWith("/")) return "Start the old path with a slash, like /about-us.";
  if (from.startsWith("//")) return "Give a path on this site, like /about-us, not another site.";
  if (from.includes("?") || from.includes("#"))
    return "Leave out the ? query and the # anchor: only the path is matched.";
  if (UNSAFE.test(from)) return "The old path has a space or a character paths cannot hold.";
  if (normalizeRedirectPath(from) === null) return "The old path has a broken %-escape.";
  if (normalizeRedirectPath(from) === "/") return "The home page cannot be redirected.";
  return null;
}

/** Why `to` cannot be a redirect's target, or null (the page check is the server's). */
function targetProblem(to: string): string | null {
  if (!to.startsWith("/") || to.startsWith("//"))
    return "Redirects lead to a page of this site: give its path, like /BrandIdentity.";
  if (UNSAFE.test(to)) return "The new path has a space or a character paths cannot hold.";
  if (normalizeRedirectPath(targetPath(to)) === null) return "The new path has a broken %-escape.";
  return null;
}

/** The path part of a target ("/work?category=x#top" → "/work"). */
export function targetPath(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

const path = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(REDIRECT_PATH_MAX, `${label} must be at most ${REDIRECT_PATH_MAX} characters.`);

/**
 * The list's schema. Without `context` (in the browser, and when a stored list is read) it
 * checks what the list alone can tell; the server passes what it knows of the site.
 */
export function redirectsSchema(context?: RedirectContext) {
  return z.object({
    redirects: z
      .array(
        z.object({
          from: path("The old path"),
          to: path("The new path"),
          permanent: z.boolean(),
        }),
      )
      .max(REDIRECTS_MAX, `At most ${REDIRECTS_MAX} redirects.`)
      .superRefine((redirects, issues) => {
        const at = (index: number, field: "from" | "to", message: string) =>
          issues.addIssue({ code: "custom", path: [index, field], message });
        // The sources that stand (an empty path has its "required" message already): a chain
        // or a loop is through one of them.
        const sources = new Map<string, number>();
        for (const [index, { from }] of redirects.entries()) {
          if (from === "") continue;
          const problem =
            sourceProblem(from) ??
            (sources.has(redirectKey(from))
              ? `Another redirect already starts at ${from}.`
              : null) ??
            context?.sourceProblem(normalizeRedirectPath(from) ?? "/") ??
            null;
          if (problem) at(index, "from", problem);
          else sources.set(redirectKey(from), index);
        }
        for (const [index, redirect] of redirects.entries()) {
          if (redirect.to === "") continue;
          const problem = targetProblem(redirect.to);
          if (problem) {
            at(index, "to", problem);
            continue;
          }
          const to = targetPath(redirect.to);
          if (redirectKey(to) === redirectKey(redirect.from)) {
            at(index, "to", "A redirect cannot lead to its own path: that is a loop.");
            continue;
          }
          const next = sources.get(redirectKey(to));
          if (next !== undefined) {
            const onward = redirects[next]!;
            at(
              index,
              "to",
              redirectKey(targetPath(onward.to)) === redirectKey(redirect.from)
                ? `${to} redirects back to ${redirect.from}: that is a loop.`
                : `${to} is itself redirected, to ${onward.to}: lead straight there (chains are refused).`,
            );
            continue;
          }
          const onSite = context?.targetProblem(normalizeRedirectPath(to) ?? to);
          if (onSite) at(index, "to", onSite);
        }
      }),
  });
}

/** The rule for `path`, if the list has one. */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const key = redirectKey(path);
  return redirects.find((redirect) => redirectKey(redirect.from) === key);
}

/**
 * Lines pasted from a spreadsheet or an old site's export: "old new", optionally "temporary"
 * (or 307) after them; blank lines and lines starting with # are skipped. Each line that is not
 * that shape is named back.
 */
export function parseRedirectLines(text: string): { redirects: Redirect[]; bad: number[] } {
  const redirects: Redirect[] = [];
  const bad: number[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [from, to, type, ...rest] = line.split(/[\s,;]+/);
    const temporary = type === undefined ? false : /^(temporary|temp|307|302)$/i.test(type);
    const permanent = type === undefined || /^(permanent|perm|308|301)$/i.test(type);
    if (!from || !to || rest.length > 0 || (!temporary && !permanent)) bad.push(index + 1);
    else redirects.push({ from: toPath(from), to: toPath(to), permanent: !temporary });
  }
  return { redirects, bad };
}

/** "https://old.example/about-us/" → "/about-us/": a full address of the old site is its path. */
function toPath(value: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return value;
  }
}
