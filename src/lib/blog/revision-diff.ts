import { htmlToText } from "./html-text";

/*
 * A word-level diff of two texts (docs/decisions/0027), for the revision history: what a
 * revision has that the current text lacks is deleted, what the current text added is inserted.
 * Myers' O(ND) algorithm on words, after trimming the common start and end.
 */

/** Beyond this many inserted plus deleted words, the changed middle is shown replaced whole. */
export const MAX_DIFF_EDITS = 2000;

export type DiffPart = { kind: "same" | "inserted" | "deleted"; text: string };

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Adjacent parts of one kind merged, words joined by single spaces. */
function merge(parts: { kind: DiffPart["kind"]; word: string }[]): DiffPart[] {
  const merged: DiffPart[] = [];
  for (const { kind, word } of parts) {
    const last = merged.at(-1);
    if (last && last.kind === kind) last.text += ` ${word}`;
    else merged.push({ kind, text: word });
  }
  return merged;
}

/** The shortest edit script from `a` to `b` (word lists with no common start or end). */
function middle(a: string[], b: string[]): { kind: DiffPart["kind"]; word: string }[] {
  const replaced = () => [
    ...a.map((word) => ({ kind: "deleted" as const, word })),
    ...b.map((word) => ({ kind: "inserted" as const, word })),
  ];
  if (a.length === 0 || b.length === 0) return replaced();
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, MAX_DIFF_EDITS);
  const offset = limit + 1;
  let v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= limit && found === -1; d += 1) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    v = next;
  }
  if (found === -1) return replaced();

  // Walk back from (n, m) through the saved frontiers.
  const script: { kind: DiffPart["kind"]; word: string }[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d -= 1) {
    const before = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && before[offset + k - 1]! < before[offset + k + 1]!);
    const previousK = down ? k + 1 : k - 1;
    const previousX = before[offset + previousK]!;
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY && (down ? y - 1 > previousY : x - 1 > previousX)) {
      x -= 1;
      y -= 1;
      script.push({ kind: "same", word: a[x]! });
    }
    if (down) {
      y -= 1;
      script.push({ kind: "inserted", word: b[y]! });
    } else {
      x -= 1;
      script.push({ kind: "deleted", word: a[x]! });
    }
  }
  while (x > 0 && y > 0) {
    x -= 1;
    y -= 1;
    script.push({ kind: "same", word: a[x]! });
  }
  return script.reverse();
}

/** The word-level differences from `before` to `after` (plain text). */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  const same = (list: string[]) => list.map((word) => ({ kind: "same" as const, word }));
  return merge([
    ...same(a.slice(0, start)),
    ...middle(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...same(a.slice(a.length - end)),
  ]);
}

/** The word-level differences between two HTML fragments' text. */
export function diffHtmlText(beforeHtml: string, afterHtml: string): DiffPart[] {
  return diffWords(htmlToText(beforeHtml), htmlToText(afterHtml));
}

/** Whether a diff has any change at all. */
export const hasChanges = (parts: DiffPart[]) => parts.some((part) => part.kind !== "same");
