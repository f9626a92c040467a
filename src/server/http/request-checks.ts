import "server-only";
import type { IncomingMessage } from "node:http";
import { readAll } from "./forward";

/*
 * What the production server refuses before Next.js, needing no framework to judge it
 * (docs/decisions/0031): each of these Next.js would answer 500, or not at all.
 */

/** Next.js's own limit for a Server Action's body (1 MB; next.config.ts leaves it). */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

/** A path Next.js can decode: every `%` starts a valid escape and the escapes spell UTF-8. */
export function isDecodablePath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? "/").split(/[?#]/)[0] ?? "/");
    return true;
  } catch {
    return false;
  }
}

/** A page POST that Next.js reads as a Server Action: with next-action, or a form's body. */
function isPageAction(req: Pick<IncomingMessage, "method" | "url" | "headers">, types: RegExp) {
  if (req.method !== "POST" || (req.url ?? "/").startsWith("/api/")) return false;
  return req.headers["next-action"] !== undefined || types.test(req.headers["content-type"] ?? "");
}

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;
const ACTION_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)/i;

/**
 * A page action from another site: an Origin naming another host than the request's (the first
 * X-Forwarded-Host, else Host), compared as Next.js does. A request without Origin goes on.
 */
export function isCrossSitePageAction(req: Pick<IncomingMessage, "method" | "url" | "headers">) {
  const origin = req.headers.origin;
  if (origin === undefined || !isPageAction(req, ACTION_TYPES)) return false;
  const forwarded = [req.headers["x-forwarded-host"] ?? []].flat().join(",").split(",")[0]?.trim();
  try {
    return origin === "null" || new URL(origin).host !== (forwarded || req.headers.host);
  } catch {
    return true;
  }
}

export type FormPost =
  { ok: true; body: Buffer | null } | { ok: false; status: 400 | 413; message: string };

/**
 * A form posted to a page (Next.js reads it as a Server Action): a body over the limit is
 * refused 413 without being held, a multipart body the platform's FormData cannot parse 400.
 * Other requests pass unread (body null).
 */
export async function readFormPost(req: IncomingMessage): Promise<FormPost> {
  const type = req.headers["content-type"] ?? "";
  if (!isPageAction(req, FORM) || !FORM.test(type)) return { ok: true, body: null };
  const declared = Number(req.headers["content-length"] ?? "0");
  const body = declared > FORM_BODY_LIMIT_BYTES ? null : await readAll(req, FORM_BODY_LIMIT_BYTES);
  if (!body) return { ok: false, status: 413, message: "Payload Too Large" };
  if (/^multipart\//i.test(type)) {
    const parsed = new Response(new Uint8Array(body), { headers: { "content-type": type } });
    if (!(await parsed.formData().catch(() => null))) {
      return { ok: false, status: 400, message: "Bad Request: the form is not multipart data." };
    }
  }
  return { ok: true, body };
}
