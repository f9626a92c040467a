import "server-only";
import { env } from "@/server/env";

/**
 * The image a post may show: a site path, or an https URL on a host in IMAGE_REMOTE_HOSTS (the
 * image optimiser and the CSP allow only those). Anything else counts as no image, so a
 * mistyped URL degrades to the fallback instead of breaking the page.
 */
export function usablePostImage(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && env.IMAGE_REMOTE_HOSTS.includes(parsed.hostname)
      ? url
      : null;
  } catch {
    return null;
  }
}
