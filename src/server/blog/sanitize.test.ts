import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize";

/*
 * Known XSS vectors (OWASP's filter evasion cheat sheet, PortSwigger's XSS cheat sheet and
 * published mutation-XSS cases). None may leave anything that runs, loads a frame, submits a
 * form, or restyles the page.
 */
const VECTORS: Array<[name: string, html: string]> = [
  ["script tag", "<script>alert(1)</script>"],
  ["script with src", '<script src="https://evil.test/x.js"></script>'],
  ["uppercase script", "<SCRIPT>alert(1)</SCRIPT>"],
  ["script split by null", "<scr\u0000ipt>alert(1)</scr\u0000ipt>"],
  ["unclosed script", "<script>alert(1)"],
  ["nested script trick", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["img onerror", '<img src=x onerror="alert(1)">'],
  ["img onerror unquoted", "<img src=x onerror=alert(1)//>"],
  ["svg onload", "<svg onload=alert(1)>"],
  ["svg script", "<svg><script>alert(1)</script></svg>"],
  [
    "svg animate href",
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ["svg use data", '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"/></svg>'],
  [
    "math href",
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  ["math mglyph style mXSS", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["body onload", "<body onload=alert(1)>"],
  ["div onmouseover", '<div onmouseover="alert(1)">hover</div>'],
  ["p onclick", '<p onclick="alert(1)">click</p>'],
  ["details ontoggle", "<details open ontoggle=alert(1)>"],
  ["a javascript", '<a href="javascript:alert(1)">x</a>'],
  ["a javascript mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ["a javascript tab", '<a href="jav\tascript:alert(1)">x</a>'],
  ["a javascript entity tab", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  [
    "a javascript decimal entities",
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    "a javascript hex entities no semicolon",
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ["a javascript leading space", '<a href=" javascript:alert(1)">x</a>'],
  ["a javascript newline", '<a href="java\nscript:alert(1)">x</a>'],
  ["a vbscript", '<a href="vbscript:msgbox(1)">x</a>'],
  ["a data html", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["img data svg", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["img data html", '<img src="data:text/html,<script>alert(1)</script>">'],
  ["img javascript src", '<img src="javascript:alert(1)">'],
  ["iframe", '<iframe src="https://evil.test"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["frameset", '<frameset><frame src="javascript:alert(1)"></frameset>'],
  ["object data", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="data:text/html,<script>alert(1)</script>">'],
  ["form action", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//">'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.test/x.css">'],
  ["style tag", "<style>body{display:none}</style>"],
  ["style expression", '<p style="width: expression(alert(1))">x</p>'],
  ["style url javascript", '<p style="background:url(javascript:alert(1))">x</p>'],
  [
    "style overlay",
    '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">x</p>',
  ],
  ["style behavior", '<p style="behavior:url(x.htc)">x</p>'],
  ["noscript mXSS", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["template", "<template><script>alert(1)</script></template>"],
  ["comment breakout", "<!--><script>alert(1)</script>-->"],
  ["cdata", "<![CDATA[<script>alert(1)</script>]]>"],
  ["textarea breakout", "<textarea></textarea><script>alert(1)</script>"],
  ["title breakout", "<title></title><img src=x onerror=alert(1)>"],
  ["xmp", "<xmp><img src=x onerror=alert(1)></xmp>"],
  ["attribute quote breakout", '<a title="x" onmouseover="alert(1)" href="/ok">x</a>'],
  ["dom clobbering id", '<img name="getElementById" id="__next_f" src="/a.png">'],
  ["class injection", '<p class="fixed inset-0 z-50">x</p>'],
  ["protocol-relative", '<a href="//evil.test/path">x</a>'],
  ["srcset javascript", '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
  [
    "video poster",
    '<video poster="javascript:alert(1)"><source src="x" onerror="alert(1)"></video>',
  ],
  ["marquee onstart", "<marquee onstart=alert(1)>x</marquee>"],
  ["isindex", "<isindex type=image src=1 onerror=alert(1)>"],
];

/** Everything that could run script, load active content or escape the article's box. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const checks: Array<[string, RegExp]> = [
    ["script element", /<script/i],
    ["event handler", /<[^>]+\son[a-z]+\s*=/i],
    ["javascript: URL", /javascript\s*:/i],
    ["vbscript: URL", /vbscript\s*:/i],
    ["non-image data: URL", /data:(?!image\/(?:png|gif|jpeg|webp|avif);base64,)/i],
    ["frame or embed", /<(?:i?frame|frameset|object|embed|applet)\b/i],
    ["form control", /<(?:form|input|button|select|textarea)\b/i],
    ["svg or math", /<(?:svg|math)\b/i],
    ["srcdoc", /srcdoc/i],
    ["style element", /<style/i],
    [
      "style other than alignment",
      /style="(?!text-align:(?:left|right|center|justify|start|end);?")/i,
    ],
    ["meta, base or link", /<(?:meta|base|link)\b/i],
    ["id or name", /\s(?:id|name)=/i],
    ["class other than a code language", /class="(?!language-)/i],
    ["protocol-relative URL", /(?:href|src)="\/\//i],
    ["srcset", /srcset=/i],
    ["expression()", /expression\s*\(/i],
  ];
  for (const [name, pattern] of checks) if (pattern.test(html)) found.push(name);
  return found;
}

describe("sanitizePostHtml against known XSS vectors", () => {
  it("has at least 40 vectors", () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(VECTORS)("%s: nothing dangerous survives", (_name, html) => {
    const clean = sanitizePostHtml(html);
    expect(dangers(clean)).toEqual([]);
    // Sanitising again changes nothing: no mutation that a second parse would reveal.
    expect(sanitizePostHtml(clean)).toBe(clean);
  });

  it("the dangers check itself catches each kind of danger", () => {
    expect(
      dangers('<script>x</script><p onclick="x" style="position:fixed" id="a" class="z">'),
    ).toEqual([
      "script element",
      "event handler",
      "style other than alignment",
      "id or name",
      "class other than a code language",
    ]);
    expect(dangers('<a href="javascript:x">')).toEqual(["javascript: URL"]);
    expect(dangers('<img src="data:image/svg+xml;base64,AA">')).toEqual(["non-image data: URL"]);
  });
});

describe("sanitizePostHtml keeps the content an article needs", () => {
  it("keeps headings, paragraphs, lists, quotes, code, tables and emphasis", () => {
    const html = [
      "<h2>Heading</h2><h3>Sub</h3><p>Text with <strong>bold</strong>, <em>italic</em>, <u>under</u>, ",
      "<s>struck</s>, <mark>marked</mark>, <sub>2</sub><sup>3</sup> and <code>code</code>.</p>",
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote cite="https://example.com/q"><p>Quote</p></blockquote>',
      '<pre class="language-ts"><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<table><caption>Plan</caption><thead><tr><th scope="col">A</th></tr></thead>',
      '<tbody><tr><td colspan="2">1</td></tr></tbody></table><hr /><p>Line<br />break</p>',
    ].join("");
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps safe links, adding noopener to those that open a new tab", () => {
    expect(
      sanitizePostHtml('<a href="https://example.com" target="_blank" rel="nofollow">x</a>'),
    ).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="/contact" target="_top">c</a>')).toBe(
      '<a href="/contact">c</a>',
    );
    expect(
      sanitizePostHtml('<a href="mailto:a@example.com">m</a><a href="tel:+911234">t</a>'),
    ).toBe('<a href="mailto:a@example.com">m</a><a href="tel:+911234">t</a>');
  });

  it("keeps images, loading lazily, including raster data: images", () => {
    expect(
      sanitizePostHtml(
        '<img src="/media/blog/post-1.webp" alt="A chair" width="800" height="450">',
      ),
    ).toBe(
      '<img src="/media/blog/post-1.webp" alt="A chair" width="800" height="450" loading="lazy" decoding="async" />',
    );
    const pixel = "data:image/png;base64,iVBORw0KGgo=";
    expect(sanitizePostHtml(`<img src="${pixel}" alt="">`)).toBe(
      `<img src="${pixel}" alt="" loading="lazy" decoding="async" />`,
    );
  });

  it("demotes h1 to h2 (the page's title is the only h1) and keeps text alignment", () => {
    expect(sanitizePostHtml('<h1 style="text-align: center; color: red">T</h1>')).toBe(
      '<h2 style="text-align:center">T</h2>',
    );
  });

  it("unwraps unknown elements but keeps their text", () => {
    expect(
      sanitizePostHtml("<section><article><p>Kept</p></article></section><font>too</font>"),
    ).toBe("<p>Kept</p>too");
  });
});
