import { editorReadResponse, jsonBody } from "@/server/blog/editor-read-route";
import { checkPostReferences } from "@/server/blog/editor-reads";

/** The quality gate's facts about the content being edited: what does not resolve, image sizes. */
export async function POST(request: Request) {
  const body = (await jsonBody(request)) as { content?: unknown } | undefined;
  return editorReadResponse(await checkPostReferences(body?.content));
}
