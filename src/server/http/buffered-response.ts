import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

export type BufferPolicy = {
  /** Decides, when the first byte or the headers are sent, whether to hold the body back. */
  shouldBuffer: (contentType: string | undefined, status: number) => boolean;
  /** Receives the whole body (headers still settable) and returns the bytes to send. */
  finalize: (body: Buffer, res: ServerResponse) => Buffer;
};

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

/**
 * Holds back a response body until it is complete, so that headers that depend on the body
 * (the CSP's script hashes, Content-Encoding) can be set. Responses the policy declines, such as
 * media, event streams and RSC streams, pass through untouched and keep streaming.
 */
export function bufferResponse(res: ServerResponse, policy: BufferPolicy): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const chunks: Buffer[] = [];
  let mode: "undecided" | "buffer" | "pass" = "undecided";
  let statusMessage: string | undefined;

  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
  };

  const decide = () => {
    if (mode !== "undecided") return mode;
    const type = res.getHeader("content-type");
    mode = policy.shouldBuffer(typeof type === "string" ? type : undefined, res.statusCode)
      ? "buffer"
      : "pass";
    if (mode === "pass") restore();
    return mode;
  };

  res.writeHead = function writeHead(
    status: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[],
    maybeHeaders?: OutgoingHttpHeaders | unknown[],
  ) {
    const headers = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === "string") statusMessage = reasonOrHeaders;
    res.statusCode = status;
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    if (decide() === "pass") {
      const writeHead = original.writeHead as (
        status: number,
        ...rest: Array<string | OutgoingHttpHeaders | unknown[] | undefined>
      ) => ServerResponse;
      return writeHead.call(res, status, reasonOrHeaders, maybeHeaders);
    }
    return res;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") original.flushHeaders.call(res);
  };

  res.write = function write(...args: [Chunk, (BufferEncoding | Callback)?, Callback?]) {
    if (decide() === "pass") {
      return (original.write as (...a: typeof args) => boolean).apply(res, args);
    }
    const [chunk, encodingOrCb, cb] = args;
    const encoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
    const callback = typeof encodingOrCb === "function" ? encodingOrCb : cb;
    chunks.push(toBuffer(chunk, encoding));
    if (callback) queueMicrotask(() => callback(null));
    return true;
  } as ServerResponse["write"];

  res.end = function end(...args: [(Chunk | Callback)?, (BufferEncoding | Callback)?, Callback?]) {
    if (decide() === "pass") {
      return (original.end as (...a: typeof args) => ServerResponse).apply(res, args);
    }
    const [chunkOrCb, encodingOrCb, cb] = args;
    const chunk = typeof chunkOrCb === "function" ? undefined : chunkOrCb;
    const encoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
    const callback = [chunkOrCb, encodingOrCb, cb].find((arg) => typeof arg === "function") as
      Callback | undefined;
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    restore();
    const raw = Buffer.concat(chunks);
    const body = raw.length > 0 ? policy.finalize(raw, res) : raw;
    if (raw.length > 0) {
      res.removeHeader("transfer-encoding");
      res.setHeader("content-length", body.length);
    }
    if (statusMessage !== undefined) res.statusMessage = statusMessage;
    const send = original.end as (chunk: Buffer, callback?: Callback) => ServerResponse;
    return send.call(res, body, callback);
  } as ServerResponse["end"];
}
