import type { AiAction } from "../ai/prompts";
import { htmlToText } from "./html-text";
import {
  EMPTY_POST_FORM,
  type FieldErrors,
  type PostFormField,
  type PostFormValues,
} from "./post-form";
import type { RevisionOriginClaim } from "./revision";

/*
 * The post editor's state (src/components/admin/blog/post-editor.tsx) as one value and the events
 * that change it: what the writer did, and what the server answered. Pure, so every transition
 * is tested on its own (post-editor-state.test.ts); the component keeps only the effects (the
 * server calls, the notices, the address, the stored draft).
 */

/** The post being edited, as the edit screen read it on the server. */
export type EditorPost = { id: string; version: string; values: PostFormValues };

/** Creating a post, or editing one from a version: a save from an older one is refused. */
export type FormMode = { kind: "create" } | { kind: "edit"; id: string; version: string };

export type PostEditorState = {
  mode: FormMode;
  /** The text as saved: what "unsaved changes" are measured against. */
  baseValues: PostFormValues;
  /** The text in the form. */
  values: PostFormValues;
  /** After a refused stale save: what is saved now, shown so the writer can merge. */
  stale: EditorPost | null;
  /** The rich-text editor's writing of each content it opened on: not an edit (post-changed.ts). */
  editorForms: Readonly<Record<string, string>>;
  errors: FieldErrors;
  /** Changes whenever the rich-text editor must start afresh on `values.content`. */
  editorKey: number;
  previewOpen: boolean;
  /** Image uploads under way. */
  uploads: number;
  /** The writer's explicit "publish anyway" over the quality gate's warnings (0028). */
  publishAnyway: boolean;
  /** The AI action whose answer was last put into the content, and that answer as text (0027). */
  aiApplied: { action: AiAction; text: string } | null;
};

export type PostEditorEvent =
  | { type: "field-changed"; field: PostFormField; value: string }
  /** The AI assistant's changes to the text (content, and the AI marks). */
  | { type: "values-updated"; update: (current: PostFormValues) => PostFormValues }
  | { type: "editor-opened"; source: string; html: string }
  | { type: "editor-remounted" }
  | { type: "ai-applied"; action: AiAction | null; html: string }
  | { type: "preview-toggled" }
  | { type: "upload-started" }
  | { type: "upload-finished" }
  | { type: "publish-anyway-set"; value: boolean }
  /** A kept draft restored; `baseVersion` is the version it was begun on (edit screen). */
  | { type: "draft-restored"; values: PostFormValues; baseVersion: string | null }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "save-sent" }
  /** The save was refused: the post changed after this form read it. */
  | { type: "save-stale"; current: EditorPost }
  /** After a refused save: the writer's text stays, and saves over the version now saved. */
  | { type: "stale-mine-kept" }
  /** After a refused save: the saved text replaces the writer's. */
  | { type: "stale-theirs-used" }
  /** Saved or cancelled: the create screen empties; the edit screen is left for it. */
  | { type: "left" };

export function initialPostEditorState(post?: EditorPost): PostEditorState {
  const values = post?.values ?? EMPTY_POST_FORM;
  return {
    mode: post ? { kind: "edit", id: post.id, version: post.version } : { kind: "create" },
    baseValues: values,
    values,
    stale: null,
    editorForms: {},
    errors: {},
    editorKey: 0,
    previewOpen: false,
    uploads: 0,
    publishAnyway: false,
    aiApplied: null,
  };
}

/** Other text in the form (a kept draft, the saved version), the rich-text editor started on it. */
function replaced(state: PostEditorState, values: PostFormValues): PostEditorState {
  return { ...state, values, errors: {}, editorKey: state.editorKey + 1 };
}

/** The saved version becomes the base: a save now goes over it. */
function rebased(state: PostEditorState, current: EditorPost): PostEditorState {
  return {
    ...state,
    mode: { kind: "edit", id: current.id, version: current.version },
    baseValues: current.values,
    stale: null,
  };
}

export function postEditorReducer(state: PostEditorState, event: PostEditorEvent): PostEditorState {
  switch (event.type) {
    case "field-changed":
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case "values-updated":
      return { ...state, values: event.update(state.values) };
    case "editor-opened":
      return state.editorForms[event.source] === event.html
        ? state
        : { ...state, editorForms: { ...state.editorForms, [event.source]: event.html } };
    case "editor-remounted":
      return { ...state, editorKey: state.editorKey + 1 };
    case "ai-applied":
      return {
        ...state,
        aiApplied: event.action ? { action: event.action, text: htmlToText(event.html) } : null,
      };
    case "preview-toggled":
      return { ...state, previewOpen: !state.previewOpen };
    case "upload-started":
      return { ...state, uploads: state.uploads + 1 };
    case "upload-finished":
      return { ...state, uploads: Math.max(0, state.uploads - 1) };
    case "publish-anyway-set":
      return { ...state, publishAnyway: event.value };
    case "draft-restored": {
      const next = replaced(state, event.values);
      // Saved from the version the draft began on: if the post changed since, the save is
      // refused and both texts are shown, rather than the draft silently winning.
      return next.mode.kind === "edit" && event.baseVersion
        ? { ...next, mode: { ...next.mode, version: event.baseVersion } }
        : next;
    }
    case "invalid":
      return { ...state, errors: event.errors };
    case "save-sent":
      return { ...state, errors: {} };
    case "save-stale":
      return { ...state, stale: event.current };
    case "stale-mine-kept":
      return state.stale ? rebased(state, state.stale) : state;
    case "stale-theirs-used":
      return state.stale ? replaced(rebased(state, state.stale), state.stale.values) : state;
    case "left": {
      const kept = { ...state, stale: null, publishAnyway: false };
      if (state.mode.kind === "edit") return kept;
      return { ...replaced(kept, EMPTY_POST_FORM), aiApplied: null };
    }
  }
}

/** Where the text being saved came from: the AI's answer while the content still reads as it. */
export function saveOrigin(
  state: Pick<PostEditorState, "aiApplied" | "values">,
  aiSource: { provider: string; model: string } | null,
): RevisionOriginClaim {
  const { aiApplied, values } = state;
  if (aiApplied && aiSource && htmlToText(values.content) === aiApplied.text) {
    return { kind: `ai-${aiApplied.action}`, ...aiSource };
  }
  return { kind: "typed" };
}
