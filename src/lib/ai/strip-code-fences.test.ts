import { describe, expect, it } from "vitest";
import { stripCodeFences } from "./strip-code-fences";

describe("stripCodeFences", () => {
  it("unwraps an answer fenced as html, with or without a language, in any case", () => {
    expect(stripCodeFences("```html\n<h2>Hi</h2>\n```")).toBe("<h2>Hi</h2>");
    expect(stripCodeFences("```HTML\r\n<p>a</p>\r\n```\n")).toBe("<p>a</p>");
    expect(stripCodeFences("  ```\n<p>a</p>\n```  ")).toBe("<p>a</p>");
  });

  it("strips the opening fence of an answer still arriving", () => {
    expect(stripCodeFences("```html\n<h2>Hea")).toBe("<h2>Hea");
    expect(stripCodeFences("```html")).toBe("");
  });

  it("leaves unfenced answers and backticks inside the content alone", () => {
    expect(stripCodeFences("<p>Use `npm ci`.</p>")).toBe("<p>Use `npm ci`.</p>");
    expect(stripCodeFences("<pre><code>```js\nx\n```</code></pre>")).toBe(
      "<pre><code>```js\nx\n```</code></pre>",
    );
  });

  it("does not take a closing fence from an answer that never opened one", () => {
    expect(stripCodeFences("<p>a</p>\n```")).toBe("<p>a</p>\n```");
  });
});
