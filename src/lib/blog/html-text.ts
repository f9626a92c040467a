/**
 * Plain text from blog HTML, for teasers and word counts. Stored HTML has been through the
 * sanitiser, which writes characters literally and escapes only &, <, > and quotes, so the
 * entities below cover it; the named list adds the typographic ones older content may carry.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  euro: "€",
  pound: "£",
  rupee: "₹",
};

const ENTITY = /&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/gi;

function decodeCodePoint(code: number, fallback: string): string {
  const valid =
    Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : fallback;
}

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    if (name[0] !== "#") return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const hex = name[1] === "x" || name[1] === "X";
    return decodeCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
  });
}

// Elements whose text is not prose.
const NON_TEXT =
  /<(script|style|template|noscript|svg|math|iframe|object|textarea|select)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
// Tags that separate words; inline tags (a, em, strong, …) join their text to its neighbours.
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const TAG = /<\/?[a-z][^>]*>/gi;

/** The text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENT, " ")
    .replace(NON_TEXT, " ")
    .replace(BLOCK_TAG, " ")
    .replace(TAG, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}
