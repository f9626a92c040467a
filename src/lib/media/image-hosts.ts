/**
 * IMAGE_REMOTE_HOSTS: the https hosts blog images may load from, comma-separated. Parsed here
 * for every reader (the environment schema, next.config.ts's image optimiser, the CSP).
 */
export function parseImageHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/*
 * The one policy for an image URL someone typed (docs/decisions/0016): parsed with `URL`, as
 * browsers, Next.js and the metadata builder later resolve it, never matched by its first
 * characters. `/\evil.example/x.png` starts with one slash, yet resolves to
 * https://evil.example/x.png, since the URL parser reads a backslash as a slash.
 */

/** Any origin would do: a site path is one that keeps it when resolved against it. */
const SITE_ORIGIN = "https://site.invalid";
/** Backslashes and control characters (the parser drops tabs and newlines) are never valid. */
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** Whether `value` is a path on this site ("/media/…"), not another host in disguise. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || UNSAFE_CHARACTERS.test(value)) return false;
  try {
    return new URL(value, SITE_ORIGIN).origin === SITE_ORIGIN;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute https URL on one of `hosts`, without credentials. */
export function isAllowedRemoteImage(value: string, hosts: readonly string[]): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      url.username === "" &&
      url.password === "" &&
      hosts.includes(url.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/** An image the site may show: a site path, or https on a host in IMAGE_REMOTE_HOSTS. */
export function isAllowedImageUrl(value: string, hosts: readonly string[]): boolean {
  return isSitePath(value) || isAllowedRemoteImage(value, hosts);
}

/** Whether `value` may be stored as an image URL: a site path or any http(s) URL. */
export function isStorableImageUrl(value: string): boolean {
  if (isSitePath(value)) return true;
  if (UNSAFE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}
