/** Addresses of the Thought Hub's pages; page 1 is the hub itself. */
export function blogPageHref(page: number): string {
  return page <= 1 ? "/thought-hub" : `/thought-hub/page/${page}`;
}

export function postHref(id: string): string {
  return `/thought-hub/${id}`;
}

/** The stock image of a post without one (docs/decisions/0014). */
export const FALLBACK_POST_IMAGE = "/media/blog/fallback.webp";
