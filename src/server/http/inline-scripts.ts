import "server-only";
import { createHash } from "node:crypto";
import { SPLASH_SCRIPT } from "@/lib/splash-script";
import { isReactStreamingScript } from "./react-stream-scripts";

// An inline script: a <script> start tag without a src attribute, then its text up to </script>.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json["']?/i;

/** Exact texts of the inline scripts the site itself writes. */
const KNOWN_SCRIPTS = new Set([SPLASH_SCRIPT, "(self.__next_f=self.__next_f||[]).push([0])"]);

/** Framework scripts that only hand JSON data to the runtime: `prefix(<JSON>)`. */
const DATA_PUSH_PREFIXES = [
  "self.__next_f.push(",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an inline script is one the framework or the site wrote. Anything else (an injected
 * script, however it got into the HTML) gets no hash and so does not run.
 */
export function isTrustedInlineScript(body: string): boolean {
  if (KNOWN_SCRIPTS.has(body) || isReactStreamingScript(body)) return true;
  const statement = body.endsWith(";") ? body.slice(0, -1) : body;
  const prefix = DATA_PUSH_PREFIXES.find((candidate) => statement.startsWith(candidate));
  return !!prefix && statement.endsWith(")") && isJson(statement.slice(prefix.length, -1));
}

export type InlineScriptReport = { hashes: string[]; rejected: string[] };

/**
 * The base64 SHA-256 of every trusted executable inline script in an HTML document, without
 * duplicates, plus the hashes of the inline scripts that were refused. JSON data blocks do not
 * execute and need no hash.
 */
export function inlineScriptHashes(html: string): InlineScriptReport {
  const hashes = new Set<string>();
  const rejected = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes) || body.length === 0) continue;
    const hash = createHash("sha256").update(body, "utf8").digest("base64");
    (isTrustedInlineScript(body) ? hashes : rejected).add(hash);
  }
  return { hashes: [...hashes], rejected: [...rejected] };
}
