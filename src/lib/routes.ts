import { categoryPaths } from "@/content/categories/paths";

/**
 * The site's route table, used by the proxy to send unknown paths home on the server
 * (READING.md point 7). A page added under src/app must be listed here.
 */
const staticPaths = new Set<string>([
  "/",
  "/about",
  "/work",
  "/thought-hub",
  "/contact",
  "/privacy",
  "/services",
  "/admin",
  "/admin/inquiries",
  "/sitemap.xml",
  "/robots.txt",
  "/feed.xml",
  "/icon.svg",
  "/apple-icon.png",
  "/opengraph-image",
  "/manifest.webmanifest",
]);

/** Dynamic routes, each a pattern over the whole path. */
const dynamicPatterns: readonly RegExp[] = [
  /^\/admin\/inquiries\/[A-Za-z0-9]{1,32}$/,
  /^\/thought-hub\/[^/]+$/,
  /^\/thought-hub\/page\/[1-9]\d*$/,
  /^\/thought-hub\/[^/]+\/opengraph-image(?:-\w+)?$/,
];

/** Category pages answer at their canonical casing; any other casing redirects there. */
const caseInsensitivePaths = new Map<string, string>(
  categoryPaths.map((path) => [`/${path.toLowerCase()}`, `/${path}`]),
);

/**
 * Addresses that moved: /thought-hub is the list's page 1 (next.config.ts rewrites it to the
 * list route), so /thought-hub/page/1 would duplicate it.
 */
const movedPaths = new Map<string, string>([["/thought-hub/page/1", "/thought-hub"]]);

export type RouteDecision =
  { kind: "page" } | { kind: "redirect"; location: string; permanent: boolean };

export function decideRoute(pathname: string): RouteDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const moved = movedPaths.get(path);
  if (moved) return { kind: "redirect", location: moved, permanent: true };
  if (staticPaths.has(path) || dynamicPatterns.some((pattern) => pattern.test(path))) {
    return { kind: "page" };
  }
  const canonical = caseInsensitivePaths.get(path.toLowerCase());
  if (canonical === path) return { kind: "page" };
  if (canonical) return { kind: "redirect", location: canonical, permanent: true };
  return { kind: "redirect", location: "/", permanent: false };
}
