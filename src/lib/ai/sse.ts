/**
 * An incremental parser for server-sent events (the WHATWG event-stream format), fed text as
 * it arrives. Used on the server for an OpenAI-compatible provider's stream and in the browser
 * for the AI endpoint's own stream, so both read chunk boundaries the same way.
 */
export type SseEvent = { event: string; data: string; id?: string };

export type SseParser = {
  /**
   * Feeds decoded text; returns the events it completed. An event still open when the stream
   * ends (no closing blank line) is never returned, as in browsers.
   */
  push(text: string): SseEvent[];
};

export function createSseParser(): SseParser {
  let buffer = "";
  let pendingCarriageReturn = false;
  let event = "";
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0) {
      out.push({ event: event || "message", data: data.join("\n"), ...(id ? { id } : {}) });
    }
    event = "";
    data = [];
  };

  const readLine = (line: string, out: SseEvent[]) => {
    if (line === "") return dispatch(out);
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) id = value;
  };

  return {
    push(text) {
      const out: SseEvent[] = [];
      // A CR at the end of one chunk and an LF at the start of the next are one line break.
      if (pendingCarriageReturn && text.startsWith("\n")) text = text.slice(1);
      pendingCarriageReturn = false;
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? "";
      if (buffer === "" && text.endsWith("\r")) pendingCarriageReturn = true;
      for (const line of lines) readLine(line, out);
      return out;
    },
  };
}

/** One event in the event-stream format; multi-line data is split over several data lines. */
export function formatSseEvent(event: string, data: string): string {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `event: ${event}\n${lines.join("\n")}\n\n`;
}
