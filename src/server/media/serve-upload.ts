import "server-only";
import { parseRange } from "@/lib/media/byte-range";
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_KEY,
  type MediaStorage,
  mediaContentType,
} from "@/server/storage/media-storage";

/*
 * Uploaded media at /uploads/<key>. Names are content hashes, so a file never changes under its
 * URL and can be cached for a year. The bytes are streamed from the storage (a video may be
 * tens of megabytes; nothing is held in memory per request), and a Range request, which a
 * browser sends to play and seek a video, gets just its bytes (206) or 416.
 */

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });

export async function serveUpload(
  request: Request,
  key: string,
  storage: MediaStorage,
): Promise<Response> {
  if (!MEDIA_KEY.test(key)) return notFound();
  const etag = `"${key}"`;
  const asked = parseRange(request.headers.get("range"), request.headers.get("if-range"), etag);
  const headers: Record<string, string> = {
    "content-type": mediaContentType(key),
    "cache-control": MEDIA_CACHE_CONTROL,
    etag,
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
  };
  if (request.method === "HEAD") {
    // Headers only: nothing is opened to be thrown away (a Range is ignored, as RFC 9110 allows).
    const size = await storage.size(key);
    if (size === undefined) return notFound();
    return new Response(null, { headers: { ...headers, "content-length": String(size) } });
  }
  if (asked.kind === "invalid") {
    const size = await storage.size(key);
    return size === undefined ? notFound() : unsatisfiable(size, headers);
  }
  const found = await storage.read(key, asked.kind === "range" ? asked.spec : undefined);
  if (!found) return notFound();
  if (found.kind === "unsatisfiable") return unsatisfiable(found.size, headers);
  if (found.kind === "whole") {
    return new Response(found.body, {
      headers: { ...headers, "content-length": String(found.size) },
    });
  }
  const { start, end } = found.span;
  return new Response(found.body, {
    status: 206,
    headers: {
      ...headers,
      "content-range": `bytes ${start}-${end}/${found.size}`,
      "content-length": String(end - start + 1),
    },
  });
}

function unsatisfiable(size: number, headers: Record<string, string>): Response {
  return new Response(null, {
    status: 416,
    headers: { ...headers, "content-range": `bytes */${size}`, "cache-control": "no-store" },
  });
}
