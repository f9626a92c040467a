import "server-only";
import { isAllowedImageUrl } from "@/lib/media/image-hosts";
import { env } from "@/server/env";

/**
 * The image a post may show: a site path, or an https URL on a host in IMAGE_REMOTE_HOSTS (the
 * image optimiser and the CSP allow only those), by the one image URL policy. Anything else
 * counts as no image, so a mistyped URL degrades to the fallback instead of breaking the page.
 */
export function usablePostImage(url: string | null): string | null {
  return url && isAllowedImageUrl(url, env.IMAGE_REMOTE_HOSTS) ? url : null;
}
