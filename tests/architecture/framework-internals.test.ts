import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * No reach into the framework's internals (docs/decisions/0031), so that a Next.js or React
 * patch release is a one-line upgrade: the site's code and scripts import no module under
 * next/dist or React's server-DOM packages, name no file under .next/ (only Next.js reads its
 * build), and carry no copy of the framework's runtime text.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "scripts", "next.config.ts"];

function walk(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full).flatMap((name) => walk(path.join(entry, name)));
}

const files = SCANNED.flatMap(walk).filter(
  (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file),
);

const INTERNAL_MODULE =
  /^(?:next\/dist\/|react-server-dom-|next\/dist$)|\/node_modules\/next\/dist\//;
const BUILD_DIRECTORY = /(?:^|[/\\])\.next(?:$|[/\\])/;
/** Names the framework's inline runtime uses: text that could only have been copied from it. */
const RUNTIME_TEXT = /__next_f|\$RC=|\$RS=|\$RX=|globalThis\["TURBOPACK"\]/;

/** Every string a module spells out: literals and the fixed parts of templates. */
function stringsOf(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

describe("framework internals", () => {
  it("the scan reads the site's code and scripts", () => {
    expect(files).toContain("src/server/http/main.ts");
    expect(files).toContain("scripts/build-server.mjs");
    expect(files).toContain("next.config.ts");
  });

  it("are never imported, read from .next, or copied", () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
        if (INTERNAL_MODULE.test(imported.fileName)) {
          problems.push(`${file} imports ${imported.fileName}`);
        }
      }
      for (const value of stringsOf(file, text)) {
        if (INTERNAL_MODULE.test(value)) problems.push(`${file} names ${value}`);
        if (BUILD_DIRECTORY.test(value)) problems.push(`${file} reads the build: ${value}`);
        if (RUNTIME_TEXT.test(value)) problems.push(`${file} copies runtime text: ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("would be caught, in each form", () => {
    const text = [
      'import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";',
      'const page = readFileSync(path.join(dir, ".next", "BUILD_ID"));',
      "const decoder = require(`${root}/node_modules/next/dist/compiled/busboy`);",
      'const script = "(self.__next_f=self.__next_f||[]).push([0])";',
    ].join("\n");
    const imports = ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
    const strings = stringsOf("probe.ts", text);
    expect(imports.some((name) => INTERNAL_MODULE.test(name))).toBe(true);
    expect(strings.some((value) => BUILD_DIRECTORY.test(value))).toBe(true);
    expect(strings.some((value) => INTERNAL_MODULE.test(value))).toBe(true);
    expect(strings.some((value) => RUNTIME_TEXT.test(value))).toBe(true);
  });
});
