import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/*
 * The Content-Security-Policy's script hashes, without knowing any framework's scripts
 * (docs/decisions/0031). Every request reaches Next.js with a CSP request header naming a
 * nonce that only this process knows (the marker); Next.js, as documented, writes that nonce
 * on every script it and React emit, and its cache keeps pages rendered that way. An inline
 * script in the finished HTML is trusted if it carries the marker, or is one of the site's own
 * few (exact texts), and the policy lists the SHA-256 of each. Anything else, a script that
 * stored content smuggled in included, gets no hash and does not run. The marker is then
 * overwritten, everywhere in the response, by a placeholder of the same length, so it never
 * leaves the process (a nonce a visitor could read would let an injected script pass).
 */

/** 24 random bytes: the marker is as hard to guess as any nonce. */
export function createMarker(): string {
  return randomBytes(24).toString("base64url");
}

/** What the marker becomes in a response: same length, so payload offsets stay right. */
export function placeholderFor(marker: string): string {
  return "0".repeat(marker.length);
}

/** The request header that hands the marker to Next.js. */
export function markerRequestPolicy(marker: string): string {
  return `script-src 'nonce-${marker}'`;
}

// An inline script: a <script> start tag without src, its text up to </script>.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json["']?/i;

export type ScriptReport = {
  /** The document as it may be sent: the marker replaced. */
  html: string;
  /** base64 SHA-256 of every trusted executable inline script, once each. */
  hashes: string[];
  /** The same, for inline scripts refused (for the log). */
  rejected: string[];
};

export function secureScripts(
  html: string,
  marker: string,
  ownScripts: ReadonlySet<string>,
): ScriptReport {
  const hashes = new Set<string>();
  const rejected = new Set<string>();
  const placeholder = placeholderFor(marker);
  const nonce = new RegExp(`\\snonce\\s*=\\s*["']?${marker}["']?(?=[\\s>/]|$)`);
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes) || body.length === 0) continue;
    // The hash of the text as sent: the framework's data can carry the marker too.
    const sent = body.replaceAll(marker, placeholder);
    const hash = createHash("sha256").update(sent, "utf8").digest("base64");
    (nonce.test(attributes) || ownScripts.has(body) ? hashes : rejected).add(hash);
  }
  return {
    html: html.replaceAll(marker, placeholder),
    hashes: [...hashes],
    rejected: [...rejected],
  };
}

/** A stream with every occurrence of the marker replaced, also across chunk boundaries. */
export function replaceMarkerStream(marker: string): Transform {
  const placeholder = placeholderFor(marker);
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const text = (held + chunk.toString("latin1")).replaceAll(marker, placeholder);
      // The end may be the start of a marker: hold it back for the next chunk.
      const keep = Math.min(marker.length - 1, text.length);
      held = text.slice(text.length - keep);
      callback(null, Buffer.from(text.slice(0, text.length - keep), "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, Buffer.from(held, "latin1"));
    },
  });
}
