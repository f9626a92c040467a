import { serveUpload } from "@/server/media/serve-upload";
import { getMediaStorage } from "@/server/storage/storage";

type Context = { params: Promise<{ path: string[] }> };

/** Uploaded images and videos, streamed, with Range requests (src/server/media/serve-upload.ts). */
export async function GET(request: Request, { params }: Context) {
  const { path } = await params;
  return serveUpload(request, path.length === 1 ? (path[0] ?? "") : "", getMediaStorage());
}

/** The same headers, without opening the file. */
export const HEAD = GET;
