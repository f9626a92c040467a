import "server-only";
import sanitizeHtml, { type IOptions, type Transformer } from "sanitize-html";

/*
 * The allow-list for blog HTML (docs/decisions/0014), applied on every write and again before
 * render. Everything not listed goes: scripts, event handlers, frames, forms, embedded SVG and
 * MathML, ids and names (no DOM clobbering), classes other than a code language, and every
 * style except text alignment, so content can never overlay or restyle the page.
 */

const SAFE_IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp|avif);base64,[a-z0-9+/]+={0,2}$/i;
const LINK_RELS = new Set(["nofollow", "ugc", "sponsored", "noopener", "noreferrer"]);
const CODE_LANGUAGE = [/^language-[a-z0-9+#-]{1,30}$/];

/** Links opening a new tab cannot reach back into this page. */
const transformLink: Transformer = (tagName, attribs) => {
  const { target, rel, ...rest } = attribs;
  const rels = new Set(
    (rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => LINK_RELS.has(token)),
  );
  const attributes: Record<string, string> = { ...rest };
  if (target === "_blank") {
    attributes.target = "_blank";
    rels.add("noopener").add("noreferrer");
  }
  if (rels.size > 0) attributes.rel = [...rels].join(" ");
  return { tagName, attribs: attributes };
};

/** Images load lazily; a data: URL survives only as a plain raster image. */
const transformImage: Transformer = (tagName, attribs) => {
  const attributes: Record<string, string> = { ...attribs, loading: "lazy", decoding: "async" };
  // Browsers ignore control characters and whitespace inside a URL's scheme.
  const src = (attribs.src ?? "").replace(/[\x00-\x20]+/g, "");
  if (/^data:/i.test(src) && !SAFE_IMAGE_DATA_URL.test(src)) delete attributes.src;
  return { tagName, attribs: attributes };
};

const alignable = ["style"];

const IMAGE_ATTRIBUTES = ["src", "alt", "title", "width", "height", "loading", "decoding"];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: IMAGE_ATTRIBUTES,
  blockquote: ["cite"],
  q: ["cite"],
  ol: ["start", "reversed"],
  th: ["colspan", "rowspan", "scope", ...alignable],
  td: ["colspan", "rowspan", ...alignable],
  col: ["span"],
  colgroup: ["span"],
  abbr: ["title"],
  code: ["class"],
  pre: ["class"],
  p: alignable,
  h2: alignable,
  h3: alignable,
  h4: alignable,
  h5: alignable,
  h6: alignable,
};

const OPTIONS: IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "q",
    "cite",
    "pre",
    "code",
    "kbd",
    "samp",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "sub",
    "sup",
    "small",
    "abbr",
    "span",
  ],
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedClasses: { code: CODE_LANGUAGE, pre: CODE_LANGUAGE },
  allowedStyles: { "*": { "text-align": [/^(?:left|right|center|justify|start|end)$/] } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Elements removed together with their text, not just unwrapped.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "select",
    "noscript",
    "noembed",
    "noframes",
    "template",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "svg",
    "math",
    "title",
    "xmp",
    "plaintext",
    "head",
    "button",
    "form",
  ],
  transformTags: { h1: "h2", a: transformLink, img: transformImage },
  // An image whose source was refused is dropped rather than left empty.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  enforceHtmlBoundary: true,
};

/**
 * What the public page adds to an image (post-html.ts): attributes computed from its sanitised
 * attributes, or null for none. `srcset` and `sizes` are allowed only from here; an input's own
 * are dropped.
 */
export type ImageAttributes = (attribs: Record<string, string>) => Record<string, string> | null;

function withImageAttributes(imageAttributes: ImageAttributes): IOptions {
  const transform: Transformer = (tagName, attribs) => {
    const image = transformImage(tagName, attribs);
    const { srcset: _srcset, sizes: _sizes, ...rest } = image.attribs;
    return { tagName: image.tagName, attribs: { ...rest, ...imageAttributes(rest) } };
  };
  return {
    ...OPTIONS,
    allowedAttributes: { ...ALLOWED_ATTRIBUTES, img: [...IMAGE_ATTRIBUTES, "srcset", "sizes"] },
    transformTags: { ...OPTIONS.transformTags, img: transform },
  };
}

/**
 * Blog HTML reduced to the allow-list above. Idempotent: clean HTML comes back unchanged.
 * With `imageAttributes`, each image also gets what it returns (only for rendering a page).
 */
export function sanitizePostHtml(html: string, imageAttributes?: ImageAttributes): string {
  return sanitizeHtml(
    html,
    imageAttributes ? withImageAttributes(imageAttributes) : OPTIONS,
  ).trim();
}
