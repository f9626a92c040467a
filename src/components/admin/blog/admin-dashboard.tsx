"use client";

import { useRouter } from "next/navigation";
import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useRef,
  useState,
  useTransition,
} from "react";
import { deletePost, loadPost, type SaveState, savePost } from "@/server/blog/actions";
import { scrollToTarget } from "@/components/layout/scroll-controller";
import {
  EMPTY_POST_FORM,
  type FieldErrors,
  type PostFormValues,
  type SavePostRequest,
  validatePostForm,
} from "@/lib/blog/post-form";
import type { PostSummary } from "@/lib/blog/post";
import type { AiAssistantStatus } from "@/lib/ai/protocol";
import { AiAssistantPanel } from "../../ai/ai-assistant-panel";
import type { AiNotice } from "../../ai/use-ai-assistant";
import { useBlogFormAi } from "../../ai/use-blog-form-ai";
import { AiBanner } from "../../ai/ai-banner";
import { BlogForm, type FormMode } from "./blog-form";
import { DeleteDialog } from "./delete-dialog";
import { type Notice, NoticeRegion } from "../notice";
import { PostList } from "./post-list";
import { PostPreview } from "./post-preview";
import { ProgressBar } from "../progress-bar";
import { uploadImage } from "./upload-image";

type Props = {
  list: { posts: PostSummary[]; page: number; pageCount: number; total: number };
  remoteImageHosts: readonly string[];
  ai: AiAssistantStatus;
};

const CREATE: FormMode = { kind: "create" };
const AI_PROGRESS_LABEL = { generate: "Generating with AI", polish: "Polishing with AI" } as const;

/** The operator's dashboard: the blog form with its preview, the AI banner and the post list. */
export function AdminDashboard({ list, remoteImageHosts, ai }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<PostFormValues>(EMPTY_POST_FORM);
  const [mode, setMode] = useState<FormMode>(CREATE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editorKey, setEditorKey] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [toDelete, setToDelete] = useState<PostSummary | null>(null);
  const [uploads, setUploads] = useState(0);
  const [loading, startLoading] = useTransition();
  const [deleting, startDeleting] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  // Counts loads into the form; after each has rendered, the page goes to the form's top.
  const [loadedCount, setLoadedCount] = useState(0);

  useEffect(() => {
    if (loadedCount === 0) return;
    scrollToTarget(null);
    heading.current?.focus({ preventScroll: true });
  }, [loadedCount]);

  const notify = (kind: Notice["kind"], message: string) =>
    setNotice({ kind, message, id: Date.now() });
  const notifyAi = useCallback(
    (aiNotice: AiNotice) => setNotice({ ...aiNotice, id: Date.now() }),
    [],
  );
  const remountEditor = useCallback(() => setEditorKey((key) => key + 1), []);
  const assistant = useBlogFormAi({
    values,
    setValues,
    remountEditor,
    onNotice: notifyAi,
    maxInputChars: ai.maxInputChars,
  });
  const signedOut = (message: string) => {
    notify("error", message);
    router.refresh();
  };

  /** Back to an empty create form (after Cancel or a successful save). */
  function resetForm() {
    setValues(EMPTY_POST_FORM);
    setMode(CREATE);
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
        notify("success", result.message);
        resetForm();
      } else if (result.status === "signed-out") {
        signedOut(result.message);
      } else if (result.status === "invalid") {
        setErrors(result.errors);
        notify("error", result.message);
      } else if (result.status !== "idle") {
        notify("error", result.message);
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

  function edit(id: string) {
    startLoading(async () => {
      const result = await loadPost(id).catch(() => null);
      if (result?.status === "loaded") {
        setValues(result.post.values);
        setMode({ kind: "edit", id: result.post.id, version: result.post.version });
        setErrors({});
        setEditorKey((key) => key + 1);
        assistant.forget();
        setLoadedCount((count) => count + 1);
      } else if (result?.status === "signed-out") {
        signedOut(result.message);
      } else {
        notify("error", result?.message ?? "Failed to load blog.");
      }
    });
  }

  function remove(id: string) {
    startDeleting(async () => {
      const result = await deletePost(id).catch(() => null);
      setToDelete(null);
      if (result?.status === "deleted") {
        notify("success", result.message);
        if (mode.kind === "edit" && mode.id === id) resetForm();
      } else if (result?.status === "signed-out") {
        signedOut(result.message);
      } else {
        notify("error", result?.message ?? "Failed to delete blog.");
      }
    });
  }

  const formBusy = saving || loading || deleting || uploads > 0;
  const busy = formBusy || assistant.running !== null;
  const busyLabel = assistant.running
    ? AI_PROGRESS_LABEL[assistant.running]
    : saving
      ? "Saving"
      : deleting
        ? "Deleting"
        : uploads > 0
          ? "Uploading"
          : "Loading";
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 pt-10 pb-28 sm:px-8">
      {busy ? <ProgressBar label={busyLabel} /> : null}
      <h1 className="sr-only">Thought Hub admin</h1>
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
        onCancel={resetForm}
        onTogglePreview={() => setPreviewOpen((open) => !open)}
        uploadImage={upload}
        onUploadError={(message) => notify("error", message)}
      />
      <PostPreview id="post-preview" open={previewOpen} values={values} />
      <PostList
        {...list}
        busy={busy}
        editingId={mode.kind === "edit" ? mode.id : null}
        onEdit={edit}
        onDelete={setToDelete}
      />
      <DeleteDialog
        returnFocusId="post-list-title"
        post={toDelete}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}
