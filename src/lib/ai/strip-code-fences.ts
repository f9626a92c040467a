// An opening fence with an optional language ("```html"), alone on the first line.
const OPENING_FENCE = /^\s*```[\w+#-]*[ \t]*(?:\r?\n|$)/;
// A closing fence alone on the last line.
const CLOSING_FENCE = /(?:^|\r?\n)[ \t]*```\s*$/;

/**
 * Removes the Markdown code fence models like to wrap HTML in. Only a fence that opens the
 * answer and one that closes it go; backticks inside the content stay. Works on a partial
 * answer too, so the text streamed into the editor never shows a stray "```html".
 */
export function stripCodeFences(text: string): string {
  const opened = OPENING_FENCE.test(text);
  let result = text.replace(OPENING_FENCE, "");
  if (opened) result = result.replace(CLOSING_FENCE, "");
  return result.trim();
}
