import { editorReadResponse, jsonBody } from "@/server/blog/editor-read-route";
import { previewPost } from "@/server/blog/editor-reads";

/** The post being edited as the public page would show it (a read: nothing is stored). */
export async function POST(request: Request) {
  return editorReadResponse(await previewPost(await jsonBody(request)));
}
