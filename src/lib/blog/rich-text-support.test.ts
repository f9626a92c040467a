import { describe, expect, it } from "vitest";
import { isRichTextEditable } from "./rich-text-support";

describe("isRichTextEditable", () => {
  it("accepts what the editor's toolbar makes", () => {
    expect(
      isRichTextEditable(
        '<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="/x">l</a><br></p><ul><li>x</li></ul><ol start="2"><li>y</li></ol><blockquote><p>q</p></blockquote><pre><code>c</code></pre><p><img src="/u.webp" alt=""></p>',
      ),
    ).toBe(true);
    expect(isRichTextEditable("")).toBe(true);
  });

  it("refuses markup the editor would drop", () => {
    expect(isRichTextEditable("<table><tr><td>x</td></tr></table>")).toBe(false);
    expect(isRichTextEditable('<p style="text-align:center">x</p>')).toBe(false);
    expect(isRichTextEditable("<figure><figcaption>x</figcaption></figure>")).toBe(false);
  });
});
