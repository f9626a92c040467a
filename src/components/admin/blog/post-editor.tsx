"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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
import { postChanged } from "@/lib/blog/post-changed";
import { BlogForm, type FormMode } from "./blog-form";
import { DraftOffer } from "./draft-offer";
import { StaleSavePanel } from "./stale-save-panel";
import { RevisionHistory } from "./revision-history";
import type { RevisionOriginClaim, RevisionSummary } from "@/lib/blog/revision";
import { htmlToText } from "@/lib/blog/html-text";
import type { AiAction } from "@/lib/ai/prompts";
import { useLeaveGuard } from "./use-leave-guard";
import { usePostDraft } from "./use-post-draft";
import { useNotify } from "./post-notices";
import { PostPreview } from "./post-preview";
import { QualityGatePanel } from "./quality-gate-panel";
import { ProgressBar } from "../progress-bar";
import { fieldIds } from "../form-field";
import { uploadImage } from "./upload-image";

/** The post being edited, as the edit screen read it on the server; absent on the create screen. */
export type EditorPost = { id: string; version: string; values: PostFormValues };

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
  // The version this form started from, kept even if the page is refreshed: a save made from it
  // after someone else's is refused, never silently applied over theirs.
  const [mode, setMode] = useState<FormMode>(() =>
    post ? { kind: "edit", id: post.id, version: post.version } : { kind: "create" },
  );
  // The text as saved: what "unsaved changes" are measured against.
  const [baseValues, setBaseValues] = useState<PostFormValues>(post?.values ?? EMPTY_POST_FORM);
  const [values, setValues] = useState<PostFormValues>(baseValues);
  // After a refused stale save: what is saved now, shown so the writer can merge.
  const [stale, setStale] = useState<EditorPost | null>(null);
  const leaving = useRef(false);
  // The rich-text editor's writing of each content it opened on: not an edit (post-changed.ts).
  const [editorForms, setEditorForms] = useState<Record<string, string>>({});
  const onEditorForm = useCallback(
    (source: string, html: string) =>
      setEditorForms((known) => (known[source] === html ? known : { ...known, [source]: html })),
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editorKey, setEditorKey] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [uploads, setUploads] = useState(0);
  // The writer's explicit "publish anyway" over the quality gate's warnings (docs/decisions/0028).
  const [publishAnyway, setPublishAnyway] = useState(false);
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
  // The AI action whose answer was last put into the content, and that answer's text: a save
  // whose content still reads the same is sent as that action's (0027); the server checks it.
  const [aiApplied, setAiApplied] = useState<{ action: AiAction; text: string } | null>(null);
  const onAiApplied = useCallback((action: AiAction | null, html: string) => {
    setAiApplied(action ? { action, text: htmlToText(html) } : null);
  }, []);
  const remountEditor = useCallback(() => setEditorKey((key) => key + 1), []);
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
    setStale(null);
    setPublishAnyway(false);
    if (post) {
      leaving.current = true;
      router.push(NEW_POST_PATH);
      return;
    }
    setValues(EMPTY_POST_FORM);
    setErrors({});
    setEditorKey((key) => key + 1);
    assistant.forget();
    setAiApplied(null);
  }

  /** Puts other text in the form (a kept draft, the saved version) and starts the editor on it. */
  function replaceValues(next: PostFormValues) {
    setValues(next);
    setErrors({});
    setEditorKey((key) => key + 1);
    assistant.forget();
  }

  /** The saved version becomes the base: a save now goes over it (after the writer merged). */
  function rebase(current: EditorPost) {
    setMode({ kind: "edit", id: current.id, version: current.version });
    setBaseValues(current.values);
    setStale(null);
  }

  /** Where the text being saved came from, as the editor knows it. */
  function originClaim(): RevisionOriginClaim {
    if (aiApplied && aiSource && htmlToText(values.content) === aiApplied.text) {
      return { kind: `ai-${aiApplied.action}`, ...aiSource };
    }
    return { kind: "typed" };
  }

  /** What the editor does with a save's (or a restore's) answer. */
  function settle(result: SaveState) {
    if (result.status === "saved") {
      notify({ kind: "success", message: result.message });
      leave();
    } else if (result.status === "signed-out") {
      signedOut(result.message);
    } else if (result.status === "stale") {
      setStale(result.current);
      notify({ kind: "error", message: result.message });
    } else if (result.status === "invalid") {
      setErrors(result.errors);
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
      if (first) document.getElementById(fieldIds(first).input)?.focus();
      return;
    }
    setErrors({});
    const request: SavePostRequest =
      mode.kind === "edit"
        ? { id: mode.id, version: mode.version, values }
        : { id: null, version: null, values };
    const origin = originClaim();
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
            replaceValues(found.values);
            // Saved from the version the draft began on: if the post changed since, the save is
            // refused and both texts are shown, rather than the draft silently winning.
            if (mode.kind === "edit" && found.baseVersion) {
              setMode({ ...mode, version: found.baseVersion });
            }
          }}
          onDiscard={draft.discard}
        />
      ) : null}
      {stale ? (
        <StaleSavePanel
          mine={values}
          theirs={stale.values}
          onKeepMine={() => {
            rebase(stale);
            notify({
              kind: "success",
              message: "Your version is kept: save to replace the saved one.",
            });
          }}
          onUseTheirs={() => {
            rebase(stale);
            replaceValues(stale.values);
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
              onPublishAnywayChange={setPublishAnyway}
            />
          </>
        }
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onSubmit={submit}
        onCancel={leave}
        onTogglePreview={() => setPreviewOpen((open) => !open)}
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
