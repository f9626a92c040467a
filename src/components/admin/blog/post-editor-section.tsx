import { aiAssistantStatus } from "@/server/ai/ai-assistant";
import type { EditablePost } from "@/server/blog/admin-posts";
import { env } from "@/server/env";
import type { RevisionSummary } from "@/lib/blog/revision";
import { editorAiSource } from "@/server/blog/revision-history";
import { PostEditorLoader } from "./post-editor-loader";

/** The create or edit screen's content: the editor with what the server knows it needs. */
export function PostEditorSection({
  post,
  revisions,
}: {
  post?: EditablePost;
  /** The post's history, newest first (edit screen only). */
  revisions?: RevisionSummary[];
}) {
  return (
    <PostEditorLoader
      {...(post ? { post } : {})}
      {...(revisions ? { revisions } : {})}
      aiSource={editorAiSource()}
      remoteImageHosts={env.IMAGE_REMOTE_HOSTS}
      ai={aiAssistantStatus()}
    />
  );
}
