import { describe, expect, it } from "vitest";
import { cpuMilliseconds } from "../../../tests/support/cpu-time";
import { decodeEntities, htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("strips tags, keeps words apart and collapses whitespace", () => {
    expect(
      htmlToText(
        "<h2>Title</h2><p>One<br>two   <strong>three</strong></p>\n<ul><li>four</li></ul>",
      ),
    ).toBe("Title One two three four");
  });

  it("decodes entities after stripping, so escaped markup stays text", () => {
    expect(
      htmlToText("<p>Fish &amp; chips &lt;b&gt; &quot;ok&quot; &#39;a&#x27; caf&eacute;</p>"),
    ).toBe("Fish & chips <b> \"ok\" 'a' caf&eacute;");
  });

  it("drops scripts, styles and comments with their contents", () => {
    expect(
      htmlToText("<p>a</p><script>var x = 1</script><style>p{}</style><!-- note --><p>b</p>"),
    ).toBe("a b");
  });

  it("answers empty input with empty text", () => {
    expect(htmlToText("")).toBe("");
    expect(htmlToText("<p> </p>")).toBe("");
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references", () => {
    expect(decodeEntities("&hellip; &mdash; &nbsp;&#8377; &#x1FA91;")).toBe("… — \u00a0₹ 🪑");
  });

  it("leaves unknown names and invalid code points alone", () => {
    expect(decodeEntities("&bogus; &#0; &#xD800; &#99999999;")).toBe(
      "&bogus; &#0; &#xD800; &#99999999;",
    );
  });
});

describe("htmlToText's whitespace", () => {
  it("collapses every character \\s matches into one space, keeping the rest as it is", () => {
    const spaces = " \t\n\v\f\r\u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
    const text = `${spaces}one${spaces}two\u200bthree \ud800 four\udfff${spaces}`;
    expect(htmlToText(text)).toBe("one two\u200bthree \ud800 four\udfff");
  });
});

describe("htmlToText on pathological input", () => {
  /*
   * What this guards against is quadratic work: searching for an end from every "<" of a
   * megabyte takes minutes. Linear reading takes tens of milliseconds, so a bound of two seconds
   * of CPU separates the two by orders of magnitude on any machine, however loaded; a tight
   * bound (it was 100 ms) measures the machine instead and failed on a busy 2-core CI run.
   */
  const MAX_MS = 2000;
  const MEGABYTE = 1_000_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(MEGABYTE / unit.length));

  it.each([
    ["tags that never close", "<a"],
    ["block tags that never close", "<p "],
    ["closing tags that never close", "</p"],
    ["comments that never close", "<!--"],
    ["scripts that never close", "<script>"],
    ["styles with stray closings", "<style></style "],
    ["entities", "&#x1F;&amp"],
    ["lone angle brackets", "< <"],
    ["one-letter lines", "a\n"],
    ["runs of mixed spaces", "a \t\u00a0\u3000"],
  ])("reads a megabyte of %s in linear time", (_name, unit) => {
    const html = fill(unit);
    expect(html.length).toBeGreaterThanOrEqual(MEGABYTE);
    expect(cpuMilliseconds(() => htmlToText(html))).toBeLessThan(MAX_MS);
  });
});
