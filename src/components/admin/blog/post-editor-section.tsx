import { aiAssistantStatus } from "@/server/ai/ai-assistant";
import type { EditablePost } from "@/server/blog/admin-posts";
import { env } from "@/server/env";
import { PostEditorLoader } from "./post-editor-loader";

/** The create or edit screen's content: the editor with what the server knows it needs. */
export function PostEditorSection({ post }: { post?: EditablePost }) {
  return (
    <PostEditorLoader
      {...(post ? { post } : {})}
      remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
      ai={aiAssistantStatus()}
    />
  );
}
