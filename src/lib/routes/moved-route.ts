/*
 * The route handler the proxy hands the paths no route serves to (src/app/api/moved/route.ts):
 * it follows the operator's redirects, else sends the visitor home (docs/decisions/0036).
 */
export const MOVED_ROUTE = "/api/moved";

/** Folders the proxy never sees (its matcher leaves them out): nothing there is redirected. */
export const UNREDIRECTED_FOLDERS = ["/_next/", "/api/", "/media/", "/uploads/"] as const;

/**
 * The old pages of the sites an agency moves in from: the proxy's matcher takes these
 * extensions (src/proxy.ts), so an operator may redirect them. Any other path with an
 * extension is a file and never reaches the proxy.
 */
export const MOVED_IN_EXTENSIONS = ["htm", "html", "php", "asp", "aspx", "jsp", "cfm"] as const;

/** Why the proxy never hands `path` to the redirects (so a redirect from it would never apply). */
export function unredirectedReason(path: string): string | null {
  const folder = UNREDIRECTED_FOLDERS.find((prefix) => `${path}/`.startsWith(prefix));
  if (folder)
    return `Paths under ${folder} are the site's files and services: they are never redirected.`;
  const extension = /\.(\w+)$/.exec(path)?.[1];
  // The matcher is case-sensitive, as paths are: /INDEX.HTML is a file's name.
  if (extension && !(MOVED_IN_EXTENSIONS as readonly string[]).includes(extension))
    return `A file (.${extension}) is never redirected; old pages (.html, .php, .aspx…) are.`;
  return null;
}
