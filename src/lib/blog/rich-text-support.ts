/**
 * The markup the admin's rich-text editor can hold. HTML with anything else (a table, a
 * figure, aligned text) would lose it on a round trip through the editor, so such a post
 * opens in the HTML view instead.
 */
const EDITABLE_TAGS = new Set([
  "p",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "img",
]);

export function isRichTextEditable(html: string): boolean {
  for (const match of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    if (!EDITABLE_TAGS.has((match[1] ?? "").toLowerCase())) return false;
    if (/\sstyle\s*=/i.test(match[2] ?? "")) return false;
  }
  return true;
}
