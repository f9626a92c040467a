import "server-only";
import { IncomingMessage } from "node:http";
import { checkActionReply, checkBoundActionFields, type ReplyCheck } from "./action-reply";

/**
 * Next.js's own limit for a server action's body (1 MB, next.config.ts leaves it): a form body
 * over it is refused here without being held in memory.
 */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A POST to a page that Next.js takes for a server action: with `next-action`, or a form body.
 * Next.js refuses one whose Origin is another host than the request's, but answers it 500 (as
 * the browser's JavaScript expects); the server refuses it 403 first, by the same comparison
 * (the first X-Forwarded-Host, else Host). A request without Origin goes on, as in Next.js.
 */
export function isPageAction(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "POST") return false;
  if ((req.url ?? "/").startsWith("/api/")) return false;
  const type = req.headers["content-type"] ?? "";
  return (
    req.headers["next-action"] !== undefined ||
    /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)
  );
}

export function isCrossOrigin(headers: IncomingMessage["headers"]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return false;
  const forwarded = headers["x-forwarded-host"];
  const host =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0]?.trim()) ?? headers.host;
  try {
    return origin === "null" || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** Next.js names a server action by 40 or 42 hex digits; it answers 500 to any other name. */
const ACTION_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{42})$/i;

export function hasMalformedActionId(headers: IncomingMessage["headers"]): boolean {
  const id = headers["next-action"];
  return id !== undefined && !(typeof id === "string" && ACTION_ID.test(id));
}

export type FormBodyCheck =
  { ok: true; request: IncomingMessage } | { ok: false; status: 400 | 413; message: string };

/**
 * A page action's body, read first: one over the limit is refused 413 (Next.js would throw,
 * answered 500) without being held. What Next.js would fail to decode is refused 400 (it would
 * answer 500): a fetch action's body that React's decoder refuses (action-reply.ts), a form's
 * multipart body that does not parse ("Failed to parse body as FormData") or whose bound
 * arguments do not decode. A good body is handed on unchanged.
 */
export async function checkFormBody(
  req: IncomingMessage,
  limit = FORM_BODY_LIMIT_BYTES,
): Promise<FormBodyCheck> {
  // A client that goes away mid-body is no error of ours (and never an uncaught one).
  req.on("error", () => {});
  const tooLarge = { ok: false, status: 413, message: "Payload Too Large" } as const;
  if (Number(req.headers["content-length"] ?? "0") > limit) return tooLarge;
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) return tooLarge;
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  const checked =
    req.headers["next-action"] !== undefined
      ? await checkActionReply(type, body, limit)
      : /^multipart\/form-data/i.test(type)
        ? await checkFormFields(type, body)
        : ({ ok: true } as const);
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };
  return { ok: true, request: replay(req, body) };
}

/** A form posted without JavaScript: multipart that parses, with bound arguments that decode. */
async function checkFormFields(type: string, body: Buffer<ArrayBuffer>): Promise<ReplyCheck> {
  let form: FormData;
  try {
    form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": type },
      body,
    }).formData();
  } catch {
    return { ok: false, message: "Bad Request: the form's body is not multipart form data." };
  }
  return checkBoundActionFields(form);
}

/** The same request with its body read again from memory. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.trailers = req.trailers;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
