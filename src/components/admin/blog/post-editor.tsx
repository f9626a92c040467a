"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  type SetStateAction,
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { type SaveState, savePost } from "@/server/blog/actions";
import { scrollToTarget } from "@/components/layout/scroll-controller";
import { type PostFormValues, type SavePostRequest, validatePostForm } from "@/lib/blog/post-form";
import {
  type EditorPost,
  initialPostEditorState,
  postEditorReducer,
  saveOrigin,
} from "@/lib/blog/post-editor-state";
import type { AiAssistantStatus } from "@/lib/ai/protocol";
import { AiAssistantPanel } from "../../ai/ai-assistant-panel";
import type { AiNotice } from "../../ai/use-ai-assistant";
import { useBlogFormAi } from "../../ai/use-blog-form-ai";
import { AiBanner } from "../../ai/ai-banner";
import { postChanged } from "@/lib/blog/post-changed";
import { BlogForm } from "./blog-form";
import { DraftOffer } from "./draft-offer";
import { StaleSavePanel } from "./stale-save-panel";
import { RevisionHistory } from "./revision-history";
import type { RevisionOriginClaim, RevisionSummary } from "@/lib/blog/revision";
import type { AiAction } from "@/lib/ai/prompts";
import { useLeaveGuard } from "./use-leave-guard";
import { usePostDraft } from "./use-post-draft";
import { useNotify } from "./post-notices";
import { PostPreview } from "./post-preview";
import { QualityGatePanel } from "./quality-gate-panel";
import { ProgressBar } from "../progress-bar";
import { fieldIds } from "@/components/common/form-field";
import { uploadImage } from "./upload-image";

type Props = {
  post?: EditorPost;
  /** The post's revisions, newest first (edit screen). */
  revisions?: RevisionSummary[];
  remoteImageHosts: readonly string[];
  ai: AiAssistantStatus;
  /** The configured AI provider and model, named in a save whose text came from the AI panel. */
  aiSource: { provider: string; model: string } | null;
};

export const NEW_POST_PATH = "/admin/blog/new";
const AI_PROGRESS_LABEL = { generate: "Generating with AI", polish: "Polishing with AI" } as const;

/**
 * The create and edit screens' editor: the blog form with its preview, the AI banner and the AI
 * assistant. The post comes from the server with the page; a save or Cancel leads back to an
 * empty create form (/admin/blog/new), with the message kept by the blog screens' layout.
 */
export function PostEditor({ post, revisions, remoteImageHosts, ai, aiSource }: Props) {
  const router = useRouter();
  const notify = useNotify();
  const [state, dispatch] = useReducer(postEditorReducer, post, initialPostEditorState);
  const { mode, baseValues, values, stale, editorForms, errors, editorKey } = state;
  const { previewOpen, uploads, publishAnyway } = state;
  const leaving = useRef(false);
  const onEditorForm = useCallback(
    (source: string, html: string) => dispatch({ type: "editor-opened", source, html }),
    [],
  );
  const changed = postChanged(baseValues, values, editorForms);
  const draft = usePostDraft({
    postId: post?.id ?? null,
    baseValues,
    baseVersion: mode.kind === "edit" ? mode.version : null,
    values,
    editorForms,
    paused: leaving,
  });
  useLeaveGuard(changed);
  const { title, excerpt, content } = values;
  const gatePost = useMemo(() => ({ title, excerpt, content }), [title, excerpt, content]);
  const heading = useRef<HTMLHeadingElement>(null);

  // Editing starts at the top of the form, its heading focused.
  const postId = post?.id;
  useEffect(() => {
    if (!postId) return;
    scrollToTarget(null);
    heading.current?.focus({ preventScroll: true });
  }, [postId]);

  const notifyAi = useCallback((aiNotice: AiNotice) => notify(aiNotice), [notify]);
  // A save whose content still reads as the AI's answer is sent as that action's (0027).
  const onAiApplied = useCallback((action: AiAction | null, html: string) => {
    dispatch({ type: "ai-applied", action, html });
  }, []);
  const remountEditor = useCallback(() => dispatch({ type: "editor-remounted" }), []);
  const setValues = useCallback((next: SetStateAction<PostFormValues>) => {
    dispatch({ type: "values-updated", update: typeof next === "function" ? next : () => next });
  }, []);
  const assistant = useBlogFormAi({
    values,
    setValues,
    remountEditor,
    onNotice: notifyAi,
    maxInputChars: ai.maxInputChars,
    onApplied: onAiApplied,
  });
  const signedOut = (message: string) => {
    notify({ kind: "error", message });
    router.refresh();
  };

  /** Back to an empty create form (after Cancel or a successful save); no draft is kept. */
  function leave() {
    draft.forget();
    dispatch({ type: "left" });
    if (post) {
      leaving.current = true;
      router.push(NEW_POST_PATH);
      return;
    }
    assistant.forget();
  }

  /** What the editor does with a save's (or a restore's) answer. */
  function settle(result: SaveState) {
    if (result.status === "saved") {
      notify({ kind: "success", message: result.message });
      leave();
    } else if (result.status === "signed-out") {
      signedOut(result.message);
    } else if (result.status === "stale") {
      dispatch({ type: "save-stale", current: result.current });
      notify({ kind: "error", message: result.message });
    } else if (result.status === "invalid") {
      dispatch({ type: "invalid", errors: result.errors });
      notify({ kind: "error", message: result.message });
    } else if (result.status !== "idle") {
      notify({ kind: "error", message: result.message });
    }
  }

  const [, dispatchSave, saving] = useActionState(
    async (
      _previous: SaveState,
      {
        request,
        origin,
        anyway,
      }: { request: SavePostRequest; origin: RevisionOriginClaim; anyway: boolean },
    ): Promise<SaveState> => {
      const result = await savePost(request, { origin, publishAnyway: anyway }).catch(
        (): SaveState => ({
          status: "error",
          message: "Failed to save blog.",
        }),
      );
      settle(result);
      return result;
    },
    { status: "idle" },
  );

  async function upload(file: Blob) {
    dispatch({ type: "upload-started" });
    try {
      return await uploadImage(file);
    } finally {
      dispatch({ type: "upload-finished" });
    }
  }

  function submit() {
    const checked = validatePostForm(values, remoteImageHosts);
    if (!checked.ok) {
      dispatch({ type: "invalid", errors: checked.errors });
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(fieldIds(first).input)?.focus();
      return;
    }
    dispatch({ type: "save-sent" });
    const request: SavePostRequest =
      mode.kind === "edit"
        ? { id: mode.id, version: mode.version, values }
        : { id: null, version: null, values };
    const origin = saveOrigin(state, aiSource);
    startTransition(() => dispatchSave({ request, origin, anyway: publishAnyway }));
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
        href="/admin/blog"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold hover:text-brand"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All blogs
      </Link>
      <AiBanner />
      {draft.offer ? (
        <DraftOffer
          draft={draft.offer}
          onRestore={() => {
            const found = draft.offer;
            if (!found) return;
            draft.accept();
            dispatch({
              type: "draft-restored",
              values: found.values,
              baseVersion: found.baseVersion,
            });
            assistant.forget();
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      {stale ? (
        <StaleSavePanel
          mine={values}
          theirs={stale.values}
          onKeepMine={() => {
            dispatch({ type: "stale-mine-kept" });
            notify({
              kind: "success",
              message: "Your version is kept: save to replace the saved one.",
            });
          }}
          onUseTheirs={() => {
            dispatch({ type: "stale-theirs-used" });
            assistant.forget();
          }}
        />
      ) : null}
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
          <>
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
            <QualityGatePanel
              post={gatePost}
              publishing={values.status !== "draft"}
              // Saved published or scheduled already: warnings do not stop a save (0028).
              alreadyPublic={mode.kind === "edit" && baseValues.status !== "draft"}
              publishAnyway={publishAnyway}
              onPublishAnywayChange={(value) => dispatch({ type: "publish-anyway-set", value })}
            />
          </>
        }
        onChange={(field, value) => dispatch({ type: "field-changed", field, value })}
        onSubmit={submit}
        onCancel={leave}
        onTogglePreview={() => dispatch({ type: "preview-toggled" })}
        uploadImage={upload}
        onUploadError={(message) => notify({ kind: "error", message })}
        onEditorForm={onEditorForm}
      />
      {post && revisions && mode.kind === "edit" ? (
        <RevisionHistory
          postId={post.id}
          version={mode.version}
          revisions={revisions}
          current={values}
          busy={busy}
          unsaved={changed}
          onResult={settle}
        />
      ) : null}
      <PostPreview id="post-preview" open={previewOpen} values={values} />
    </div>
  );
}
