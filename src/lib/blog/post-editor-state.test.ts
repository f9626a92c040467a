import { describe, expect, it } from "vitest";
import { EMPTY_POST_FORM, type PostFormValues } from "./post-form";
import {
  type EditorPost,
  initialPostEditorState,
  type PostEditorEvent,
  postEditorReducer,
  type PostEditorState,
  saveOrigin,
} from "./post-editor-state";

const saved: PostFormValues = {
  ...EMPTY_POST_FORM,
  title: "Naming a studio",
  category: "Brand",
  content: "<p>Names carry a brand.</p>",
  status: "published",
};
const post: EditorPost = { id: "AbCdEfGhIjKlMnOpQrSt", version: "v1", values: saved };
const theirs: EditorPost = {
  id: post.id,
  version: "v2",
  values: { ...saved, author: "The other tab" },
};

function run(state: PostEditorState, ...events: PostEditorEvent[]): PostEditorState {
  return events.reduce(postEditorReducer, state);
}

describe("the post editor's state", () => {
  it("starts empty on the create screen, and from the saved post on the edit screen", () => {
    const creating = initialPostEditorState();
    expect(creating.mode).toEqual({ kind: "create" });
    expect(creating.values).toEqual(EMPTY_POST_FORM);
    const editing = initialPostEditorState(post);
    expect(editing.mode).toEqual({ kind: "edit", id: "AbCdEfGhIjKlMnOpQrSt", version: "v1" });
    expect(editing.values).toBe(saved);
    expect(editing.baseValues).toBe(saved);
  });

  it("changes one field at a time, leaving the saved text as the base", () => {
    const state = run(
      initialPostEditorState(post),
      { type: "field-changed", field: "author", value: "Asha" },
      { type: "values-updated", update: (values) => ({ ...values, aiEnhanced: true }) },
    );
    expect(state.values).toEqual({ ...saved, author: "Asha", aiEnhanced: true });
    expect(state.baseValues).toBe(saved);
  });

  it("keeps what the rich-text editor wrote of each content once, without a new state", () => {
    const first = run(initialPostEditorState(post), {
      type: "editor-opened",
      source: "<p>a",
      html: "<p>a</p>",
    });
    expect(first.editorForms).toEqual({ "<p>a": "<p>a</p>" });
    expect(
      postEditorReducer(first, { type: "editor-opened", source: "<p>a", html: "<p>a</p>" }),
    ).toBe(first);
  });

  it("counts uploads under way, never below none", () => {
    const state = run(
      initialPostEditorState(),
      { type: "upload-started" },
      { type: "upload-started" },
      { type: "upload-finished" },
    );
    expect(state.uploads).toBe(1);
    expect(run(state, { type: "upload-finished" }, { type: "upload-finished" }).uploads).toBe(0);
  });

  it("shows the errors of an invalid form, and clears them when a save is sent", () => {
    const invalid = run(initialPostEditorState(), {
      type: "invalid",
      errors: { title: "Title is required." },
    });
    expect(invalid.errors).toEqual({ title: "Title is required." });
    expect(run(invalid, { type: "save-sent" }).errors).toEqual({});
  });

  it("after a refused save, keeping mine saves over the version now saved, with my text", () => {
    const mine = run(
      initialPostEditorState(post),
      { type: "field-changed", field: "author", value: "The first tab" },
      { type: "save-stale", current: theirs },
    );
    expect(mine.stale).toBe(theirs);
    expect(mine.values.author).toBe("The first tab");
    const kept = run(mine, { type: "stale-mine-kept" });
    expect(kept.stale).toBeNull();
    expect(kept.mode).toEqual({ kind: "edit", id: "AbCdEfGhIjKlMnOpQrSt", version: "v2" });
    expect(kept.baseValues.author).toBe("The other tab");
    expect(kept.values.author).toBe("The first tab");
    expect(kept.editorKey).toBe(mine.editorKey);
  });

  it("after a refused save, using theirs replaces my text and starts the editor on it", () => {
    const mine = run(
      initialPostEditorState(post),
      { type: "field-changed", field: "author", value: "The first tab" },
      { type: "invalid", errors: { author: "Too long." } },
      { type: "save-stale", current: theirs },
    );
    const used = run(mine, { type: "stale-theirs-used" });
    expect(used.values).toBe(theirs.values);
    expect(used.baseValues).toBe(theirs.values);
    expect(used.mode).toEqual({ kind: "edit", id: "AbCdEfGhIjKlMnOpQrSt", version: "v2" });
    expect(used.errors).toEqual({});
    expect(used.editorKey).toBe(mine.editorKey + 1);
    // Nothing refused, nothing to choose.
    expect(run(initialPostEditorState(post), { type: "stale-theirs-used" }).values).toBe(saved);
  });

  it("restores a kept draft, saved from the version the draft began on", () => {
    const draft = { ...saved, title: "Naming a studio, drafted" };
    const restored = run(initialPostEditorState({ ...post, version: "v3" }), {
      type: "draft-restored",
      values: draft,
      baseVersion: "v1",
    });
    expect(restored.values).toBe(draft);
    expect(restored.mode).toEqual({ kind: "edit", id: "AbCdEfGhIjKlMnOpQrSt", version: "v1" });
    expect(restored.editorKey).toBe(1);
    const created = run(initialPostEditorState(), {
      type: "draft-restored",
      values: draft,
      baseVersion: null,
    });
    expect(created.mode).toEqual({ kind: "create" });
  });

  it("leaving the create screen empties it; leaving the edit screen keeps the text shown", () => {
    const typed = run(
      initialPostEditorState(),
      { type: "field-changed", field: "title", value: "A new post" },
      { type: "publish-anyway-set", value: true },
      { type: "ai-applied", action: "generate", html: "<p>Generated.</p>" },
    );
    const emptied = run(typed, { type: "left" });
    expect(emptied.values).toEqual(EMPTY_POST_FORM);
    expect(emptied.publishAnyway).toBe(false);
    expect(emptied.aiApplied).toBeNull();
    expect(emptied.editorKey).toBe(typed.editorKey + 1);

    const edited = run(
      initialPostEditorState(post),
      { type: "field-changed", field: "title", value: "Renamed" },
      { type: "publish-anyway-set", value: true },
    );
    const left = run(edited, { type: "left" });
    expect(left.values.title).toBe("Renamed");
    expect(left.publishAnyway).toBe(false);
    expect(left.editorKey).toBe(edited.editorKey);
  });

  it("sends a save as the AI's while the content still reads as its answer, else as typed", () => {
    const source = { provider: "gemini", model: "gemini-2.5-flash" };
    const applied = run(
      initialPostEditorState(),
      { type: "field-changed", field: "content", value: "<p>Generated <b>text</b>.</p>" },
      { type: "ai-applied", action: "polish", html: "<p>Generated <b>text</b>.</p>" },
    );
    expect(saveOrigin(applied, source)).toEqual({
      kind: "ai-polish",
      provider: "gemini",
      model: "gemini-2.5-flash",
    });
    // The rich-text editor's own markup of the same words is still the AI's text.
    const rewritten = run(applied, {
      type: "field-changed",
      field: "content",
      value: "<p>Generated <strong>text</strong>.</p>",
    });
    expect(saveOrigin(rewritten, source)).toEqual(saveOrigin(applied, source));
    const edited = run(applied, {
      type: "field-changed",
      field: "content",
      value: "<p>Generated text, then edited.</p>",
    });
    expect(saveOrigin(edited, source)).toEqual({ kind: "typed" });
    expect(saveOrigin(applied, null)).toEqual({ kind: "typed" });
    expect(
      saveOrigin(run(applied, { type: "ai-applied", action: null, html: "" }), source),
    ).toEqual({ kind: "typed" });
  });
});
