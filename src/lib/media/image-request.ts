import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from "@/lib/media/image-optimizer";
import { UPLOADS_PATH } from "@/lib/media/uploads";

/*
 * What the image optimiser (/_next/image) is asked for, checked before Next.js sees it
 * (docs/decisions/0031). Next.js keys its own cache of optimised images on the source as
 * written, the width, the quality and the format: two spellings of one file would be two
 * encodes and two files on disk. So only one spelling is accepted: exactly the parameters
 * next/image writes, a local source in canonical form under the site's image folders, a remote
 * one on an allowed host without a query. Everything else is refused with 400, never encoded.
 */

export const IMAGE_ROUTE = "/_next/image";
/** Where local sources may live: the site's own artwork, and uploads. */
export const LOCAL_IMAGE_PREFIXES = ["/media/", `${UPLOADS_PATH}/`] as const;
/** Next.js refuses longer sources too. */
const MAX_SOURCE_LENGTH = 3072;
const WIDTHS = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].map(String));
const QUALITIES = new Set(IMAGE_QUALITIES.map(String));
const PARAMETERS = ["url", "w", "q"];
/** A path as a link writes it: no escapes, no dot segments, no empty segments. */
const CANONICAL_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+$/;

export type ImageCheck = { ok: true } | { ok: false; status: 400 | 405; message: string };

const refuse = (message: string): ImageCheck => ({ ok: false, status: 400, message });

/** Whether `url` is an image optimiser request (Next.js matches the path by its prefix). */
export function isImageRoute(url: string | undefined): boolean {
  return (url ?? "").startsWith(IMAGE_ROUTE);
}

function checkLocalSource(source: string): string | null {
  if (!CANONICAL_PATH.test(source)) return "the source must be a plain path";
  if (!LOCAL_IMAGE_PREFIXES.some((prefix) => source.startsWith(prefix))) {
    return "the source is not an image of this site";
  }
  return null;
}

/** Whether `source` is a site image the optimiser takes, spelled the one way it accepts. */
export function isOptimizableLocalSource(source: string): boolean {
  return source.length <= MAX_SOURCE_LENGTH && checkLocalSource(source) === null;
}

function checkSource(source: string, remoteHosts: readonly string[]): string | null {
  if (source.length === 0 || source.length > MAX_SOURCE_LENGTH) return "the source is not allowed";
  if (source.startsWith("/")) return checkLocalSource(source);
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return "the source is not allowed";
  }
  const canonical =
    url.protocol === "https:" &&
    url.href === source &&
    !url.username &&
    !url.password &&
    !url.port &&
    !url.search &&
    !url.hash &&
    CANONICAL_PATH.test(url.pathname);
  if (!canonical) return "the source must be a plain https address";
  return remoteHosts.includes(url.hostname) ? null : "the source's host is not allowed";
}

/**
 * Whether an optimiser request may reach Next.js: GET or HEAD, `url`, `w` and `q` once each
 * and nothing else, a width and quality the site uses, and a source spelled one way only.
 */
export function checkImageRequest(
  method: string | undefined,
  url: string,
  remoteHosts: readonly string[],
): ImageCheck {
  if (method !== "GET" && method !== "HEAD") {
    return { ok: false, status: 405, message: "Method Not Allowed" };
  }
  const queryStart = url.indexOf("?");
  if (url.slice(0, queryStart === -1 ? undefined : queryStart) !== IMAGE_ROUTE) {
    return refuse("not an image request");
  }
  const params = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  const names = [...params.keys()];
  if (names.length !== PARAMETERS.length || !PARAMETERS.every((name) => names.includes(name))) {
    return refuse('expected exactly the parameters "url", "w" and "q"');
  }
  if (!WIDTHS.has(params.get("w") ?? "")) return refuse('"w" (width) is not allowed');
  if (!QUALITIES.has(params.get("q") ?? "")) return refuse('"q" (quality) is not allowed');
  const problem = checkSource(params.get("url") ?? "", remoteHosts);
  return problem ? refuse(problem) : { ok: true };
}
