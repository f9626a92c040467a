import { findRedirect, type Redirect } from "@/lib/redirects/redirects";

/*
 * What the site does with a path the fixed routes do not serve (decide-route.ts says "content"
 * or "unknown"), from its content as cached on this instance (docs/decisions/0036, 0037): a published
 * page at that exact path is served; a page in another casing moves there for good; an
 * operator's redirect sends it on; anything else goes home (0009).
 */

export type PageRef = { path: string; published: boolean };
export type DynamicRoutes = { pages: readonly PageRef[]; redirects: readonly Redirect[] };

export type DynamicDecision =
  { kind: "page" } | { kind: "redirect"; location: string; permanent: boolean };

export const HOME_REDIRECT: DynamicDecision = { kind: "redirect", location: "/", permanent: false };

export function resolveDynamicPath(pathname: string, routes: DynamicRoutes): DynamicDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 1) {
    const [segment] = segments as [string];
    const published = routes.pages.filter((page) => page.published);
    if (published.some((page) => page.path === segment)) return { kind: "page" };
    const other = published.find((page) => page.path.toLowerCase() === segment.toLowerCase());
    if (other) return { kind: "redirect", location: `/${other.path}`, permanent: true };
  }
  const redirect = findRedirect(routes.redirects, path);
  if (redirect) return { kind: "redirect", location: redirect.to, permanent: redirect.permanent };
  return HOME_REDIRECT;
}
