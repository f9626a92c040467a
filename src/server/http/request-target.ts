import "server-only";

/**
 * Whether a request's path is one Next.js can decode: every `%` starts a valid escape and the
 * escapes spell UTF-8. Next.js answers 500 to some that do not (`/thought-hub/%`,
 * `/uploads/%FF.webp`), so the server refuses them with 400 before it sees them. No link
 * of the site and no browser produces such a path.
 */
export function isDecodablePath(url: string | undefined): boolean {
  const target = url ?? "/";
  const end = target.search(/[?#]/);
  const pathname = end === -1 ? target : target.slice(0, end);
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
