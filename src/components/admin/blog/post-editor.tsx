"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useCallback, useEffect, useRef, useState } from "react";
import { type SaveState, savePost } from "@/server/blog/actions";
import { scrollToTarget } from "@/components/layout/scroll-controller";
import {
  EMPTY_POST_FORM,
  type FieldErrors,
  type PostFormValues,
  type SavePostRequest,
  validatePostForm,
} from "@/lib/blog/post-form";
import type { AiAssistantStatus } from "@/lib/ai/protocol";
import { AiAssistantPanel } from "../../ai/ai-assistant-panel";
import type { AiNotice } from "../../ai/use-ai-assistant";
import { useBlogFormAi } from "../../ai/use-blog-form-ai";
import { AiBanner } from "../../ai/ai-banner";
import { BlogForm, type FormMode } from "./blog-form";
import { useNotify } from "./post-notices";
import { PostPreview } from "./post-preview";
import { ProgressBar } from "../progress-bar";
import { uploadImage } from "./upload-image";

/** The post being edited, as the edit screen read it on the server; absent on the create screen. */
export type EditorPost = { id: string; version: string; values: PostFormValues };

type Props = {
  post?: EditorPost;
  remoteImageHosts: readonly string[];
  ai: AiAssistantStatus;
};

export const NEW_POST_PATH = "/admin/posts/new";
const AI_PROGRESS_LABEL = { generate: "Generating with AI", polish: "Polishing with AI" } as const;

/**
 * The create and edit screens' editor: the blog form with its preview, the AI banner and the AI
 * assistant. The post comes from the server with the page; a save or Cancel leads back to an
 * empty create form (/admin/posts/new), with the message kept by the blog screens' layout.
 */
export function PostEditor({ post, remoteImageHosts, ai }: Props) {
  const router = useRouter();
  const notify = useNotify();
  // The version this form started from, kept even if the page is refreshed: a save made from it
  // after someone else's is refused, never silently applied over theirs.
  const [mode] = useState<FormMode>(() =>
    post ? { kind: "edit", id: post.id, version: post.version } : { kind: "create" },
  );
  const [values, setValues] = useState<PostFormValues>(post?.values ?? EMPTY_POST_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editorKey, setEditorKey] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [uploads, setUploads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // Editing starts at the top of the form, its heading focused.
  const postId = post?.id;
  useEffect(() => {
    if (!postId) return;
    scrollToTarget(null);
    heading.current?.focus({ preventScroll: true });
  }, [postId]);

  const notifyAi = useCallback((aiNotice: AiNotice) => notify(aiNotice), [notify]);
  const remountEditor = useCallback(() => setEditorKey((key) => key + 1), []);
  const assistant = useBlogFormAi({
    values,
    setValues,
    remountEditor,
    onNotice: notifyAi,
    maxInputChars: ai.maxInputChars,
  });
  const signedOut = (message: string) => {
    notify({ kind: "error", message });
    router.refresh();
  };

  /** Back to an empty create form (after Cancel or a successful save). */
  function leave() {
    if (post) {
      router.push(NEW_POST_PATH);
      return;
    }
    setValues(EMPTY_POST_FORM);
    setErrors({});
    setEditorKey((key) => key + 1);
    assistant.forget();
  }

  const [, dispatchSave, saving] = useActionState(
    async (_previous: SaveState, request: SavePostRequest): Promise<SaveState> => {
      const result = await savePost(request).catch((): SaveState => ({
        status: "error",
        message: "Failed to save blog.",
      }));
      if (result.status === "saved") {
        notify({ kind: "success", message: result.message });
        leave();
      } else if (result.status === "signed-out") {
        signedOut(result.message);
      } else if (result.status === "invalid") {
        setErrors(result.errors);
        notify({ kind: "error", message: result.message });
      } else if (result.status !== "idle") {
        notify({ kind: "error", message: result.message });
      }
      return result;
    },
    { status: "idle" },
  );

  async function upload(file: Blob) {
    setUploads((count) => count + 1);
    try {
      return await uploadImage(file);
    } finally {
      setUploads((count) => count - 1);
    }
  }

  function submit() {
    const checked = validatePostForm(values, remoteImageHosts);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      document.getElementById(`post-${first}`)?.focus();
      return;
    }
    setErrors({});
    const request: SavePostRequest =
      mode.kind === "edit"
        ? { id: mode.id, version: mode.version, values }
        : { id: null, version: null, values };
    startTransition(() => dispatchSave(request));
  }

  const formBusy = saving || uploads > 0;
  const busy = formBusy || assistant.running !== null;
  const busyLabel = assistant.running
    ? AI_PROGRESS_LABEL[assistant.running]
    : saving
      ? "Saving"
      : "Uploading";
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 pt-10 pb-28 sm:px-8">
      {busy ? <ProgressBar label={busyLabel} /> : null}
      <h1 className="sr-only">{post ? "Edit a blog" : "Write a blog"}</h1>
      <Link
        href="/admin/posts"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold hover:text-brand"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All blogs
      </Link>
      <AiBanner />
      <BlogForm
        values={values}
        errors={errors}
        mode={mode}
        busy={busy}
        remoteImageHosts={remoteImageHosts}
        editorKey={editorKey}
        headingRef={heading}
        previewOpen={previewOpen}
        previewId="post-preview"
        streamedHtml={assistant.streamedHtml}
        aiTools={
          <AiAssistantPanel
            configured={ai.configured}
            running={assistant.running}
            disabled={formBusy}
            canRestore={assistant.canRestore}
            badge={values.aiEnhanced && values.aiBadge ? values.aiBadge : null}
            onRun={(action, instruction) => void assistant.run(action, instruction)}
            onCancel={assistant.cancel}
            onRestore={assistant.restore}
          />
        }
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onSubmit={submit}
        onCancel={leave}
        onTogglePreview={() => setPreviewOpen((open) => !open)}
        uploadImage={upload}
        onUploadError={(message) => notify({ kind: "error", message })}
      />
      <PostPreview id="post-preview" open={previewOpen} values={values} />
    </div>
  );
}
