import { describe, expect, it } from "vitest";
import { createSseParser, formatSseEvent } from "./sse";

function parseAll(chunks: string[]) {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe("createSseParser", () => {
  it("reads named and unnamed events", () => {
    expect(parseAll(["event: done\ndata: {}\n\ndata: hello\n\n"])).toEqual([
      { event: "done", data: "{}" },
      { event: "message", data: "hello" },
    ]);
  });

  it("joins an event split anywhere across chunks", () => {
    const text = 'event: snapshot\ndata: {"html":"<p>Hi</p>"}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: "snapshot", data: '{"html":"<p>Hi</p>"}' },
      ]);
    }
  });

  it("accepts CRLF and CR line endings, including a CRLF split between chunks", () => {
    expect(parseAll(["data: a\r\n\r\ndata: b\r\r"])).toEqual([
      { event: "message", data: "a" },
      { event: "message", data: "b" },
    ]);
    expect(parseAll(["data: a\r", "\n\r", "\n"])).toEqual([{ event: "message", data: "a" }]);
  });

  it("joins multi-line data, skips comments and keeps the last id", () => {
    expect(parseAll([": ping\nid: 7\ndata: one\ndata:two\n\n"])).toEqual([
      { event: "message", data: "one\ntwo", id: "7" },
    ]);
  });

  it("ignores blank lines without data and events left open at the end", () => {
    expect(parseAll(["\n\nevent: x\n\n", "data: unfinished\n"])).toEqual([]);
  });
});

describe("formatSseEvent", () => {
  it("writes an event the parser reads back, even with line breaks in the data", () => {
    const data = "line one\nline two\r\nline three";
    expect(parseAll([formatSseEvent("done", data)])).toEqual([
      { event: "done", data: "line one\nline two\nline three" },
    ]);
  });
});
