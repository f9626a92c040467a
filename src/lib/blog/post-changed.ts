import { EMPTY_POST_FORM, type PostFormValues } from "./post-form";

/*
 * "Has the writer changed anything?": what the leave prompt, the draft and the history's
 * "unsaved changes" ask. The rich-text editor writes the saved HTML its own way (no newlines
 * between blocks, a list item's text in a paragraph) without anyone typing, so the content
 * counts as unchanged when it reads as the saved HTML or as the editor's own writing of it.
 */

/** Tags that start or end a block: whitespace beside them is layout, not text. */
const BLOCK_TAG =
  /\s*(<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|hr|figure|figcaption|div|table|thead|tbody|tr|td|th)\b[^>]*>)\s*/gi;

/** The HTML with the layout whitespace around blocks dropped and an empty editor read as "". */
export function canonicalHtml(html: string): string {
  const tight = html.replace(BLOCK_TAG, "$1").trim();
  return tight === "<p></p>" ? "" : tight;
}

/**
 * Whether `current` differs from the saved `base`, field by field. `editorForms` maps a saved
 * content to the editor's writing of it (reported when the editor opened on it).
 */
export function postChanged(
  base: PostFormValues,
  current: PostFormValues,
  editorForms: Readonly<Record<string, string>> = {},
): boolean {
  return (Object.keys(EMPTY_POST_FORM) as Array<keyof PostFormValues>).some((field) => {
    if (field !== "content") return base[field] !== current[field];
    const now = canonicalHtml(current.content);
    if (now === canonicalHtml(base.content)) return false;
    const editorForm = Object.hasOwn(editorForms, base.content)
      ? editorForms[base.content]
      : undefined;
    return editorForm === undefined || now !== canonicalHtml(editorForm);
  });
}
