import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Transform } from "node:stream";

/*
 * The Content-Security-Policy's script hashes, without knowing any framework's scripts
 * (docs/decisions/0031). Every request reaches Next.js with a CSP request header naming a nonce
 * only this process knows (the marker); Next.js, as documented, writes it on every script it
 * and React emit, and its cache keeps pages rendered so. An inline script is trusted if it
 * carries the marker or is one of the site's own (exact texts); the policy lists the SHA-256 of
 * each. Anything else, a script smuggled into stored content included, gets no hash and does
 * not run. The marker is then overwritten everywhere in the response by a placeholder of the
 * same length, so it never leaves the process (a readable nonce would let an injection pass).
 */

/** 24 random bytes: as hard to guess as any nonce. */
export const createMarker = () => randomBytes(24).toString("base64url");
/** What the marker becomes in a response: same length, so payload offsets stay right. */
export const placeholderFor = (marker: string) => "0".repeat(marker.length);
/** The request header that hands the marker to Next.js. */
export const markerRequestPolicy = (marker: string) => `script-src 'nonce-${marker}'`;

// An inline script: a <script> start tag without src, its text up to </script>.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NOT_INLINE_CODE = /\ssrc\s*=|\stype\s*=\s*["']?application\/(?:ld\+)?json["']?/i;

/**
 * The document as it may be sent (the marker replaced), the base64 SHA-256 of every trusted
 * executable inline script as sent, and of those refused (for the log).
 */
export function secureScripts(html: string, marker: string, ownScripts: ReadonlySet<string>) {
  const hashes = new Set<string>();
  const rejected = new Set<string>();
  const placeholder = placeholderFor(marker);
  const nonce = new RegExp(`\\snonce\\s*=\\s*["']?${marker}["']?(?=[\\s>/]|$)`);
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (NOT_INLINE_CODE.test(attributes) || body.length === 0) continue;
    // The framework's data can carry the marker too: hashed as the browser will see it.
    const sent = createHash("sha256").update(body.replaceAll(marker, placeholder)).digest("base64");
    (nonce.test(attributes) || ownScripts.has(body) ? hashes : rejected).add(sent);
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
    transform(chunk: Buffer, _encoding, callback) {
      const text = (held + chunk.toString("latin1")).replaceAll(marker, placeholder);
      // The end may be the start of a marker: held back for the next chunk.
      held = text.slice(Math.max(0, text.length - marker.length + 1));
      callback(null, Buffer.from(text.slice(0, text.length - held.length), "latin1"));
    },
    flush(callback) {
      callback(null, Buffer.from(held, "latin1"));
    },
  });
}
