import { appRoutes, notFoundRoutes } from "./app-routes";
import { PORTFOLIO_EDITION } from "./portfolio-edition";
import { PRIVACY_EDITION } from "./privacy-edition";
import { SITE_EDITION } from "./site-edition";

/*
 * What the proxy does with a path (src/proxy.ts), from what is fixed at build: serve it,
 * redirect it, or leave it to the site's content (docs/decisions/0009, 0036, 0037). The site's
 * addresses come from the router itself (app-routes.ts, generated from src/app), so a page added
 * there is served. Which service and industry pages exist changes without a build: a path of one
 * segment that no fixed route serves goes to the category route, which decides from cached
 * content (a page, its canonical casing, a redirect, or home); any other path no route serves
 * goes to the operator's redirects, which send it on or home.
 */

export type RouteDecision =
  | { kind: "page" }
  | { kind: "redirect"; location: string; permanent: boolean }
  /** One segment no fixed route serves: the category route decides (0037). */
  | { kind: "content" }
  /** No route serves it: the operator's redirects decide, else home (0036). */
  | { kind: "unknown" };

/** The route whose pages the operator adds, edits and unpublishes (0037). */
export const CONTENT_TEMPLATE = "/[category]";

/**
 * What a dynamic segment accepts, by its name; a segment not listed accepts any value, and its
 * page answers 404 for one it does not know (an unknown post id, say).
 */
const segmentRules: Readonly<Record<string, RegExp>> = {
  page: /^[1-9]\d{0,5}$/,
  // Any path a page could have (lib/categories/category-page.ts allows less); the route decides.
  category: /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/,
};

/**
 * Segments whose values are a fixed list: the address answers at its canonical casing, and any
 * other casing redirects there for good.
 */
const segmentValues: Readonly<Record<string, readonly string[]>> = {
  edition: [...new Set([PRIVACY_EDITION, PORTFOLIO_EDITION, SITE_EDITION])],
};

/** Generated images (opengraph-image.tsx) are served with a content hash after the name. */
const METADATA_IMAGE = /^(opengraph-image|twitter-image|icon|apple-icon)$/;

/**
 * Addresses that moved: /thought-hub is the list's page 1 (next.config.ts rewrites it to the
 * list route), so /thought-hub/page/1 would duplicate it; /privacy, / and /work likewise are their
 * edition routes (the privacy policy's, the portfolio's).
 */
const movedPaths = new Map<string, string>([
  ["/thought-hub/page/1", "/thought-hub"],
  [`/privacy/${PRIVACY_EDITION}`, "/privacy"],
  [`/home/${PORTFOLIO_EDITION}`, "/"],
  [`/work/${PORTFOLIO_EDITION}`, "/work"],
  [`/about/${SITE_EDITION}`, "/about"],
  [`/contact/${SITE_EDITION}`, "/contact"],
  [`/services/${SITE_EDITION}`, "/services"],
]);

type Match = { canonical: string } | null;

/** Whether `segments` is an address of `template`; `canonical` differs only in casing. */
function matchTemplate(template: string, segments: readonly string[]): Match {
  const parts = template.split("/").filter(Boolean);
  const canonical: string[] = [];
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith("[...")) {
      return segments.length > index
        ? { canonical: [...canonical, ...segments.slice(index)].join("/") }
        : null;
    }
    if (segment === undefined) return null;
    const param = /^\[(\w+)\]$/.exec(part)?.[1];
    if (param) {
      const values = segmentValues[param];
      if (values) {
        const value = values.find((candidate) => candidate.toLowerCase() === segment.toLowerCase());
        if (!value) return null;
        canonical.push(value);
      } else if (segmentRules[param]?.test(segment) === false) {
        return null;
      } else {
        canonical.push(segment);
      }
    } else if (METADATA_IMAGE.test(part) && index === parts.length - 1) {
      if (segment !== part && !segment.startsWith(`${part}-`)) return null;
      canonical.push(segment);
    } else if (segment === part) {
      canonical.push(segment);
    } else {
      return null;
    }
  }
  return segments.length === parts.length ? { canonical: canonical.join("/") } : null;
}

export function decideRoute(pathname: string): RouteDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const moved = movedPaths.get(path);
  if (moved) return { kind: "redirect", location: moved, permanent: true };
  const segments = path.split("/").filter(Boolean);
  let redirect: string | undefined;
  let content = false;
  for (const template of appRoutes) {
    const match = matchTemplate(template, segments);
    if (!match) continue;
    if (template === CONTENT_TEMPLATE) {
      content = true;
      continue;
    }
    const canonical = `/${match.canonical}`;
    if (canonical === path) return { kind: "page" };
    redirect ??= canonical;
  }
  if (redirect) return { kind: "redirect", location: redirect, permanent: true };
  return content ? { kind: "content" } : { kind: "unknown" };
}

/** Folders under public/ and the framework's own: no page may be named like one. */
const RESERVED_SEGMENTS = ["media", "fonts", "icons", "_next"];

/**
 * The first segments of every fixed route, in lower case: a page added at one of them would
 * clash with the route, or be confused with it (0037).
 */
export const reservedFirstSegments: ReadonlySet<string> = new Set([
  ...RESERVED_SEGMENTS,
  ...appRoutes
    .map((template) => template.split("/")[1] ?? "")
    .filter((segment) => segment !== "" && !segment.startsWith("["))
    .map((segment) => segment.toLowerCase()),
]);

/** The route template that serves `pathname` as written, the most specific one; or null. */
export function routeTemplate(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const segments = path.split("/").filter(Boolean);
  const dynamicParts = (template: string) => (template.match(/\[/g) ?? []).length;
  const served = appRoutes.filter((template) => {
    const match = matchTemplate(template, segments);
    return match !== null && `/${match.canonical}` === path;
  });
  return served.sort((a, b) => dynamicParts(a) - dynamicParts(b))[0] ?? null;
}

/**
 * An address no route serves: Next.js renders app/not-found.tsx there whole. The production
 * server answers a page's notFound() with it, since Next.js sends that document empty, for
 * JavaScript to fill (vercel/next.js#62228; docs/decisions/0031).
 */
export const SITE_NOT_FOUND_PATH = "/api/not-found";

/** Where a public route's own not-found screen is rendered whole, for the same reason. */
const OWN_NOT_FOUND_SCREENS: Partial<Record<(typeof notFoundRoutes)[number], string>> = {
  "/thought-hub/[id]": "/api/not-found/blog",
};

/**
 * The page a 404 at `pathname` is answered with: the screen of the route's own not-found page
 * (an unknown post's), else the site's; null for the admin's, which the admin's layout shows
 * (with JavaScript, as all of it).
 */
export function notFoundScreen(pathname: string): string | null {
  const template = routeTemplate(pathname);
  const own = notFoundRoutes.find(
    (route) => template === route || template?.startsWith(`${route}/`),
  );
  return own ? (OWN_NOT_FOUND_SCREENS[own] ?? null) : SITE_NOT_FOUND_PATH;
}
