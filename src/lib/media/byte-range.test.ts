import { describe, expect, it } from "vitest";
import { formatRange, parseContentRange, parseRange, resolveRange } from "./byte-range";

const ETAG = '"abc.mp4"';
const parse = (header: string | null, ifRange: string | null = null) =>
  parseRange(header, ifRange, ETAG);

describe("Range headers (RFC 9110)", () => {
  it("reads one bytes range: first-last, first-, and -suffix", () => {
    expect(parse("bytes=0-99")).toEqual({ kind: "range", spec: { start: 0, end: 99 } });
    expect(parse(" bytes = 100-")).toEqual({ kind: "range", spec: { start: 100 } });
    expect(parse("bytes=-500")).toEqual({ kind: "range", spec: { suffix: 500 } });
    expect(parse("BYTES=5-5")).toEqual({ kind: "range", spec: { start: 5, end: 5 } });
  });

  it("sends the whole file without a Range, for another unit, several ranges or a stale If-Range", () => {
    for (const header of [null, "items=0-1", "bytes=0-1, 4-5"]) {
      expect(parse(header)).toEqual({ kind: "whole" });
    }
    expect(parse("bytes=0-1", '"other.mp4"')).toEqual({ kind: "whole" });
    expect(parse("bytes=0-1", "Wed, 21 Oct 2015 07:28:00 GMT")).toEqual({ kind: "whole" });
    expect(parse("bytes=0-1", ETAG)).toEqual({ kind: "range", spec: { start: 0, end: 1 } });
  });

  it("finds a malformed bytes range invalid", () => {
    for (const header of [
      "bytes=",
      "bytes=-",
      "bytes=9-3",
      "bytes=a-b",
      "bytes=1-2-3",
      "bytes=-0",
      "bytes=1.5-2",
    ]) {
      expect(parse(header), header).toEqual({ kind: "invalid" });
    }
  });

  it("resolves a range against the size: clamped at the end, none past it", () => {
    expect(resolveRange({ start: 10, end: 19 }, 100)).toEqual({ start: 10, end: 19 });
    expect(resolveRange({ start: 90, end: 500 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ start: 90 }, 100)).toEqual({ start: 90, end: 99 });
    expect(resolveRange({ suffix: 30 }, 100)).toEqual({ start: 70, end: 99 });
    expect(resolveRange({ suffix: 300 }, 100)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 100 }, 100)).toBeUndefined();
    expect(resolveRange({ start: 0 }, 0)).toBeUndefined();
    expect(resolveRange({ suffix: 5 }, 0)).toBeUndefined();
  });

  it("writes a range for a store, and reads its Content-Range back", () => {
    expect(formatRange({ start: 3, end: 9 })).toBe("bytes=3-9");
    expect(formatRange({ start: 3 })).toBe("bytes=3-");
    expect(formatRange({ suffix: 9 })).toBe("bytes=-9");
    expect(parseContentRange("bytes 3-9/100")).toEqual({ start: 3, end: 9, size: 100 });
    expect(parseContentRange("bytes */100")).toBeUndefined();
    expect(parseContentRange(undefined)).toBeUndefined();
  });
});
