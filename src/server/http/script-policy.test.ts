import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  createMarker,
  markerRequestPolicy,
  placeholderFor,
  replaceMarkerStream,
  secureScripts,
} from "./script-policy";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const OWN = "document.documentElement.dataset.splash='on'";

describe("script policy", () => {
  const marker = createMarker();

  it("makes a marker no one can guess, handed to Next.js as a nonce", () => {
    expect(marker).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(createMarker()).not.toBe(marker);
    expect(markerRequestPolicy(marker)).toBe(`script-src 'nonce-${marker}'`);
  });

  it("hashes the scripts that carry the marker and the site's own, and no others", () => {
    const html = [
      `<html><head><script src="/_next/a.js" nonce="${marker}" async></script>`,
      `<script nonce="${marker}">self.__next_f.push([1,"x"])</script>`,
      `<script nonce="${marker}" id="_R_">anything the framework writes</script>`,
      `<script>${OWN}</script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `</head><body><div><script>alert(1)</script>`,
      `<script nonce="guess">alert(2)</script><script nonce="${marker}x">alert(3)</script>`,
      `<script nonce=${marker}>unquoted()</script></div></body></html>`,
    ].join("");
    const report = secureScripts(html, marker, new Set([OWN]));
    expect(report.hashes.sort()).toEqual(
      [
        sha('self.__next_f.push([1,"x"])'),
        sha("anything the framework writes"),
        sha(OWN),
        sha("unquoted()"),
      ].sort(),
    );
    expect(report.rejected.sort()).toEqual(
      [sha("alert(1)"), sha("alert(2)"), sha("alert(3)")].sort(),
    );
  });

  it("hashes a script as it is sent, the marker in its data replaced", () => {
    const body = `self.__next_f.push([1,"{\\"nonce\\":\\"${marker}\\"}"])`;
    const report = secureScripts(`<script nonce="${marker}">${body}</script>`, marker, new Set());
    expect(report.hashes).toEqual([sha(body.replaceAll(marker, placeholderFor(marker)))]);
    expect(report.html).toContain(body.replaceAll(marker, placeholderFor(marker)));
  });

  it("never lets the marker out, and keeps every offset of the document", () => {
    const html = `<script nonce="${marker}">x</script><p>"nonce":"${marker}"</p>`;
    const report = secureScripts(html, marker, new Set());
    expect(report.html).not.toContain(marker);
    expect(report.html.length).toBe(html.length);
    expect(report.html).toContain(`nonce="${placeholderFor(marker)}"`);
  });

  it("replaces the marker in a stream, also split across chunks", async () => {
    const text = `a${marker}b${marker}c`;
    for (let cut = 0; cut <= text.length; cut++) {
      const chunks = [text.slice(0, cut), text.slice(cut)].map((part) => Buffer.from(part));
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(replaceMarkerStream(marker))) {
        out.push(chunk as Buffer);
      }
      const placeholder = placeholderFor(marker);
      expect(Buffer.concat(out).toString()).toBe(`a${placeholder}b${placeholder}c`);
    }
  });
});
