import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SPLASH_SCRIPT } from "@/lib/splash-script";
import { inlineScriptHashes, isTrustedInlineScript } from "./inline-scripts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("inline script hashes", () => {
  it("hashes the framework's data scripts and the site's own scripts", () => {
    const push = 'self.__next_f.push([1,"0:{\\"a\\":1}\\n"])';
    const chunks =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});';
    const html = `<html><head><script src="/_next/a.js" async></script></head><body>
      <script>${SPLASH_SCRIPT}</script>
      <script>(self.__next_f=self.__next_f||[]).push([0])</script>
      <script>${push}</script><script>${push}</script><script id="_R_">${chunks}</script>
      <script type="application/ld+json">{"@type":"Thing"}</script></body></html>`;
    const { hashes, rejected } = inlineScriptHashes(html);
    expect(hashes).toEqual([
      sha(SPLASH_SCRIPT),
      sha("(self.__next_f=self.__next_f||[]).push([0])"),
      sha(push),
      sha(chunks),
    ]);
    expect(rejected).toEqual([]);
  });

  it("refuses any other inline script, so an injected one cannot run", () => {
    const injected = [
      "alert(1)",
      'self.__next_f.push([1,""]);alert(1)//")',
      'self.__next_f.push([1,"x"]);fetch("//evil")',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
    ];
    for (const body of injected) expect(isTrustedInlineScript(body)).toBe(false);
    const { hashes, rejected } = inlineScriptHashes(
      injected.map((body) => `<script>${body}</script>`).join(""),
    );
    expect(hashes).toEqual([]);
    expect(rejected).toHaveLength(injected.length);
  });
});
