import "server-only";
import type { IncomingMessage } from "node:http";

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

/**
 * A POST to a page from another site: a Server Action (next-action) or a form post whose Origin
 * names another host than the request's (the first X-Forwarded-Host, else Host). Next.js
 * refuses these too, but answers 500; the server answers 403 first. A request without Origin
 * goes on, as in Next.js.
 */
export function isCrossSitePageAction(req: Pick<IncomingMessage, "method" | "url" | "headers">) {
  if (req.method !== "POST" || (req.url ?? "/").startsWith("/api/")) return false;
  const type = req.headers["content-type"] ?? "";
  const action =
    req.headers["next-action"] !== undefined ||
    /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i.test(type);
  const origin = req.headers.origin;
  if (!action || origin === undefined) return false;
  const forwarded = req.headers["x-forwarded-host"];
  const host =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim()) ??
    req.headers.host;
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Next.js's own limit for a Server Action's body (1 MB; next.config.ts leaves it). */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

export type FormPost =
  { ok: true; body: Buffer | null } | { ok: false; status: 400 | 413; message: string };

/**
 * A form posted to a page (without JavaScript; Next.js reads it as a Server Action): a body over
 * the limit is refused 413 without being held, a multipart body that does not parse is refused
 * 400 (Next.js would answer 500). Parsed as any HTTP server would, by the platform's own
 * FormData. Other requests pass with no body read (null).
 */
export async function readFormPost(req: IncomingMessage): Promise<FormPost> {
  const type = req.headers["content-type"] ?? "";
  const form = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type);
  if (req.method !== "POST" || (req.url ?? "/").startsWith("/api/") || !form) {
    return { ok: true, body: null };
  }
  const tooLarge = { ok: false, status: 413, message: "Payload Too Large" } as const;
  if (Number(req.headers["content-length"] ?? "0") > FORM_BODY_LIMIT_BYTES) return tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT_BYTES) return tooLarge;
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  if (/^multipart\//i.test(type)) {
    try {
      await new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": type },
        body,
      }).formData();
    } catch {
      return { ok: false, status: 400, message: "Bad Request: the form is not multipart data." };
    }
  }
  return { ok: true, body };
}
