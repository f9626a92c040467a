import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentHash } from "@/lib/content-hash";
import { deferredFaces, frauncesCss } from "./font-faces";
import { CORE_RANGES, coreText, restOfLatin, unicodeRange } from "./font-ranges";
import { FRAUNCES_DEFERRED_FACES, FRAUNCES_FILES } from "./fraunces-files";

const root = path.join(import.meta.dirname, "../../..");
const publicFile = (url: string) => readFileSync(path.join(root, "public", url));

describe("Fraunces files", () => {
  it("fraunces.css is what the generator writes for the published files", () => {
    const css = readFileSync(path.join(import.meta.dirname, "fraunces.css"), "utf8");
    expect(css).toBe(frauncesCss(FRAUNCES_FILES));
    expect(FRAUNCES_DEFERRED_FACES).toEqual(deferredFaces(FRAUNCES_FILES));
  });

  it("declares only the semibold in the stylesheet and defers both regular faces", () => {
    const css = frauncesCss(FRAUNCES_FILES);
    expect(css.match(/font-weight: \d+/g)).toEqual(["font-weight: 600", "font-weight: 600"]);
    expect(css).not.toContain(FRAUNCES_FILES.core400);
    expect(deferredFaces(FRAUNCES_FILES).map((face) => [face.url, face.weight])).toEqual([
      [FRAUNCES_FILES.core400, 400],
      [FRAUNCES_FILES.latin, 400],
    ]);
  });

  it("each published file exists and its name carries its content's hash", () => {
    for (const url of Object.values(FRAUNCES_FILES)) {
      const hash = contentHash(publicFile(url));
      expect(url).toMatch(new RegExp(`\\.${hash}\\.woff2$`));
    }
  });

  it("keeps each core file within a first round trip (14,600 bytes)", () => {
    expect(publicFile(FRAUNCES_FILES.core400).length).toBeLessThan(14_600);
    expect(publicFile(FRAUNCES_FILES.core600).length).toBeLessThan(14_600);
  });
});

describe("Fraunces unicode ranges", () => {
  it("leaves none of the core's characters to the full file", () => {
    const rest = restOfLatin();
    for (const char of coreText()) {
      const point = char.codePointAt(0)!;
      expect(rest.some(([first, last]) => point >= first && point <= last)).toBe(false);
    }
    expect(unicodeRange(CORE_RANGES)).toMatch(/^U\+0020-007E, /);
  });

  it("writes ranges as CSS expects: merged, ordered, four hex digits", () => {
    expect(
      unicodeRange([
        [0x41, 0x42],
        [0x20, 0x20],
        [0x43, 0x43],
      ]),
    ).toBe("U+0020, U+0041-0043");
  });

  it("covers every Latin character in the site's own copy, so the full file is never needed", () => {
    const core = new Set(coreText());
    const contentDir = path.join(import.meta.dirname, "../../content");
    const copy = readdirSync(contentDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
      .join("");
    const latin = (char: string) => char.codePointAt(0)! < 0x2400; // not emoji or pictographs
    const missing = [...new Set(copy.match(/[^\x00-\x7f]/gu) ?? [])].filter(
      (char) => latin(char) && !core.has(char),
    );
    expect(missing).toEqual([]);
  });
});
