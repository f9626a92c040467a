/*
 * HTTP range requests (RFC 9110, section 14) for served media: a browser playing a video asks
 * for byte ranges as it plays and seeks. One range of bytes is served; anything else is either
 * ignored (the whole file is sent) or refused (416), as the RFC allows.
 */

/** One range as asked: first-last, first- (to the end), or -n (the last n bytes). */
export type RangeSpec = { start: number; end?: number } | { suffix: number };

/** Inclusive byte positions within a file. */
export type ByteSpan = { start: number; end: number };

export type RangeRequest =
  /** No Range header, another unit, or several ranges: the whole file is sent. */
  | { kind: "whole" }
  /** A bytes range that is not well formed: 416. */
  | { kind: "invalid" }
  | { kind: "range"; spec: RangeSpec };

const DIGITS = /^\d{1,15}$/;

/** Reads a Range header (and If-Range against the file's strong ETag). */
export function parseRange(
  header: string | null,
  ifRange: string | null,
  etag: string,
): RangeRequest {
  if (header === null) return { kind: "whole" };
  // A Range for an older version of the file (or by date: no Last-Modified is sent) is ignored.
  if (ifRange !== null && ifRange.trim() !== etag) return { kind: "whole" };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: "whole" };
  const ranges = (match[1] ?? "").split(",");
  if (ranges.length > 1) return { kind: "whole" };
  const [first = "", last = "", ...rest] = (ranges[0] ?? "").trim().split("-");
  const invalid: RangeRequest = { kind: "invalid" };
  if (rest.length > 0) return invalid;
  if (first === "") {
    if (!DIGITS.test(last) || Number(last) === 0) return invalid;
    return { kind: "range", spec: { suffix: Number(last) } };
  }
  if (!DIGITS.test(first) || (last !== "" && !DIGITS.test(last))) return invalid;
  if (last !== "" && Number(last) < Number(first)) return invalid;
  const spec = last === "" ? { start: Number(first) } : { start: Number(first), end: Number(last) };
  return { kind: "range", spec };
}

/** The bytes a range covers in a file of `size` bytes, or undefined when it covers none. */
export function resolveRange(spec: RangeSpec, size: number): ByteSpan | undefined {
  if (size === 0) return undefined;
  if ("suffix" in spec) return { start: Math.max(0, size - spec.suffix), end: size - 1 };
  if (spec.start >= size) return undefined;
  return { start: spec.start, end: Math.min(spec.end ?? size - 1, size - 1) };
}

/** The range as a Range header value (for a store that serves ranges itself). */
export function formatRange(spec: RangeSpec): string {
  if ("suffix" in spec) return `bytes=-${spec.suffix}`;
  return `bytes=${spec.start}-${spec.end ?? ""}`;
}

/** "bytes 10-19/100" (a Content-Range header) as a span and a size, or undefined. */
export function parseContentRange(
  value: string | undefined,
): (ByteSpan & { size: number }) | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value ?? "");
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
