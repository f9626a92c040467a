import "server-only";
import { unstable_cache } from "next/cache";
import {
  DEFAULT_REDIRECTS,
  type Redirect,
  type RedirectsContent,
  redirectsSchema,
} from "@/lib/redirects/redirects";
import { decideRoute } from "@/lib/routes/decide-route";
import { unredirectedReason } from "@/lib/routes/moved-route";
import { readAllPages } from "@/server/categories/pages";
import { type ContentKind, readContent } from "@/server/content/content-kind";
import { getDb } from "@/server/db/database";

/*
 * The operator's redirects (docs/decisions/0036): one content document (0035), read by the
 * redirects route through one cached entry tagged `redirects`; a save expires it on every
 * instance within a second (0030).
 */

export const REDIRECTS_CACHE_TAG = "redirects";
/** Saves refresh at once everywhere; this only bounds a missed expiry. */
const REDIRECTS_REVALIDATE_SECONDS = 300;

/** Areas of the site a visitor is never sent to by a redirect. */
const PRIVATE_AREAS = ["/admin", "/api"];

/** The published pages' paths, by their lower case (a page answers in any casing). */
type PublishedPaths = ReadonlyMap<string, string>;

/** Why a redirect from `path` would never apply, from what the site serves now. */
export function redirectSourceProblem(path: string, pages: PublishedPaths): string | null {
  const unredirected = unredirectedReason(path);
  if (unredirected) return unredirected;
  const decision = decideRoute(path);
  if (decision.kind === "content") {
    const page = pages.get(path.slice(1).toLowerCase());
    if (page === undefined) return null;
    return page === path.slice(1)
      ? `${path} is a page of this site: a redirect from it would never apply.`
      : `The site already sends ${path} to /${page}: a redirect from it would never apply.`;
  }
  if (decision.kind === "page")
    return `${path} is a page of this site: a redirect from it would never apply.`;
  if (decision.kind === "redirect")
    return `The site already sends ${path} to ${decision.location}: a redirect from it would never apply.`;
  return null;
}

/** Why a redirect may not lead to `path`, or null when it is a public page of the site. */
export function redirectTargetProblem(path: string, pages: PublishedPaths): string | null {
  if (PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`)))
    return "Redirects lead to a public page of the site, not the admin or its services.";
  const decision = decideRoute(path);
  if (decision.kind === "content") {
    const page = pages.get(path.slice(1).toLowerCase());
    if (page === path.slice(1)) return null;
    if (page !== undefined) return `${path} itself moves to /${page}: lead straight there.`;
  }
  if (decision.kind === "page") return null;
  if (decision.kind === "redirect")
    return `${path} itself moves to ${decision.location}: lead straight there.`;
  return `${path} is not a page of this site.`;
}

export const redirectsKind: ContentKind<RedirectsContent> = {
  key: "redirects",
  schema: () => redirectsSchema(),
  saveSchema: async () => {
    const pages: PublishedPaths = new Map(
      (await readAllPages(await getDb()))
        .filter((page) => page.published)
        .map((page) => [page.path.toLowerCase(), page.path]),
    );
    return redirectsSchema({
      sourceProblem: (path) => redirectSourceProblem(path, pages),
      targetProblem: (path) => redirectTargetProblem(path, pages),
    });
  },
  shipped: DEFAULT_REDIRECTS,
  expire: { tags: [REDIRECTS_CACHE_TAG] },
  noun: "Redirects",
  audit: {
    saved: "redirects.updated",
    restored: "redirects.restored",
    subject: "Redirects",
    detail: ({ redirects }) => `${redirects.length} redirect${redirects.length === 1 ? "" : "s"}`,
  },
};

/** The redirects as the redirects route follows them (the cached entry; 0030). */
export const getRedirects = unstable_cache(
  async (): Promise<Redirect[]> =>
    (await readContent(await getDb(), redirectsKind)).value.redirects,
  ["redirects"],
  { tags: [REDIRECTS_CACHE_TAG], revalidate: REDIRECTS_REVALIDATE_SECONDS },
);
