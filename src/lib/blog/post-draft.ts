import { z } from "zod";
import { postChanged } from "./post-changed";
import { EMPTY_POST_FORM, type PostFormValues, postFormValuesSchema } from "./post-form";

/*
 * A draft in progress, kept in the browser (localStorage) so a closed tab or a crashed browser
 * loses nothing: one per post being edited, and one for the create form (docs/decisions/0026).
 * Only the operator's own browser holds it; the server is not involved.
 */

export const POST_DRAFT_PREFIX = "kursi-admin-draft:";
/** Typing pauses this long before the draft is written. */
export const POST_DRAFT_SAVE_DELAY_MS = 500;

/** What the browser's storage offers (localStorage, or a stand-in in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type PostDraft = {
  values: PostFormValues;
  /** When it was last written, ISO-8601. */
  savedAt: string;
  /** The version of the post the draft was started from; null for a new post. */
  baseVersion: string | null;
};

const draftSchema = z.object({
  values: postFormValuesSchema.partial(),
  savedAt: z.string(),
  baseVersion: z.string().nullable(),
});

/** The storage key for a post's draft, or the create form's ("new"). */
export const draftKey = (postId: string | null) => `${POST_DRAFT_PREFIX}${postId ?? "new"}`;

/** The stored draft, or null when there is none or it cannot be read (then it is dropped). */
export function readDraft(storage: DraftStorage, postId: string | null): PostDraft | null {
  const key = draftKey(postId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (parsed.success)
      return { ...parsed.data, values: { ...EMPTY_POST_FORM, ...parsed.data.values } };
  } catch {
    // Not JSON: dropped below.
  }
  forgetDraft(storage, postId);
  return null;
}

/**
 * Keeps the form's values as the draft, or forgets the draft when they are the saved text
 * again. A full or forbidden storage is not an error the writer can act on: it is ignored.
 */
export function writeDraft(
  storage: DraftStorage,
  postId: string | null,
  draft: {
    values: PostFormValues;
    baseValues: PostFormValues;
    baseVersion: string | null;
    /** The rich-text editor's writing of saved contents (see post-changed.ts). */
    editorForms?: Readonly<Record<string, string>>;
  },
  now: Date = new Date(),
): void {
  if (!postChanged(draft.baseValues, draft.values, draft.editorForms)) {
    forgetDraft(storage, postId);
    return;
  }
  const stored: PostDraft = {
    values: draft.values,
    savedAt: now.toISOString(),
    baseVersion: draft.baseVersion,
  };
  try {
    storage.setItem(draftKey(postId), JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled.
  }
}

export function forgetDraft(storage: DraftStorage, postId: string | null): void {
  try {
    storage.removeItem(draftKey(postId));
  } catch {
    // Storage disabled.
  }
}
