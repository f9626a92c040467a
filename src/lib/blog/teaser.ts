import { htmlToText } from "./html-text";

export const BLOG_LIST_TEASER_LENGTH = 220;
export const RELATED_TEASER_LENGTH = 100;

const ELLIPSIS = "…";
// A cut that would leave less than this share of the limit backs off no further.
const MIN_WORD_BOUNDARY_SHARE = 0.6;

/**
 * At most `maxLength` characters of the text of `html`, cut at a word boundary where one is
 * near, with an ellipsis when anything was cut. Counts code points, so emoji are never split.
 */
export function makeTeaser(html: string, maxLength: number): string {
  const characters = Array.from(htmlToText(html));
  if (characters.length <= maxLength) return characters.join("");
  let cut = characters.slice(0, maxLength).join("");
  const nextIsSpace = characters[maxLength] === " ";
  const lastSpace = cut.lastIndexOf(" ");
  if (!nextIsSpace && lastSpace >= cut.length * MIN_WORD_BOUNDARY_SHARE)
    cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, "")}${ELLIPSIS}`;
}
