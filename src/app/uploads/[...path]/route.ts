import { MEDIA_CACHE_CONTROL, MEDIA_KEY, mediaContentType } from "@/server/storage/media-storage";
import { getMediaStorage } from "@/server/storage/storage";

type Context = { params: Promise<{ path: string[] }> };

/**
 * Uploaded images. Names are content hashes, so a file never changes under its URL and can be
 * cached for a year. Only well-formed names reach the storage.
 */
export async function GET(_request: Request, { params }: Context) {
  const { path } = await params;
  const key = path.length === 1 ? (path[0] ?? "") : "";
  const body = MEDIA_KEY.test(key) ? await getMediaStorage().get(key) : undefined;
  if (!body)
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(Buffer.from(body), {
    headers: {
      "content-type": mediaContentType(key),
      "content-length": String(body.byteLength),
      "cache-control": MEDIA_CACHE_CONTROL,
      etag: `"${key}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}
