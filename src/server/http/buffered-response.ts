import "server-only";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Transform } from "node:stream";

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

export type BufferPolicy = {
  /** Called once, when the headers are decided and before anything else: last header changes. */
  onHeaders?: (contentType: string | undefined, res: ServerResponse) => void;
  /** Decides, when the first byte or the headers are sent, whether to hold the body back. */
  shouldBuffer: (contentType: string | undefined, status: number) => boolean;
  /** Receives the whole body (headers still settable) and returns the bytes to send. */
  finalize: (body: Buffer, res: ServerResponse) => Buffer;
  /**
   * For a body that is not held back: a transform to stream it through (a compressor), having
   * set the headers that go with it; or null to send it as written.
   */
  streamThrough?: (contentType: string | undefined, res: ServerResponse) => Transform | null;
};

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

/**
 * Holds back a response body until it is complete, so that headers that depend on the body
 * (the CSP's script hashes, Content-Encoding) can be set. Responses the policy declines, such as
 * media, event streams and RSC streams, keep streaming: untouched, or through the transform the
 * policy gives (compression).
 */
export function bufferResponse(res: ServerResponse, policy: BufferPolicy): void {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const chunks: Buffer[] = [];
  let mode: "undecided" | "buffer" | "stream" | "pass" = "undecided";
  let statusMessage: string | undefined;

  const restore = () => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.flushHeaders = original.flushHeaders;
  };

  const decide = () => {
    if (mode !== "undecided") return mode;
    // Set from a web Response, the header can be a one-item list.
    const type = [res.getHeader("content-type")].flat()[0];
    const contentType = typeof type === "string" ? type : undefined;
    policy.onHeaders?.(contentType, res);
    if (policy.shouldBuffer(contentType, res.statusCode)) return (mode = "buffer");
    restore();
    const transform = policy.streamThrough?.(contentType, res);
    if (!transform) return (mode = "pass");
    streamThrough(res, transform, original);
    return (mode = "stream");
  };

  res.writeHead = function writeHead(
    status: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[],
    maybeHeaders?: OutgoingHttpHeaders | unknown[],
  ) {
    const headers = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === "string") statusMessage = reasonOrHeaders;
    res.statusCode = status;
    if (Array.isArray(headers)) {
      // A flat [name, value, …] list, as Node.js takes it: it replaces same-named headers.
      const pairs = Array.from({ length: Math.floor(headers.length / 2) }, (_, index) => ({
        name: String(headers[index * 2]),
        value: headers[index * 2 + 1] as string | string[],
      }));
      for (const { name } of pairs) res.removeHeader(name);
      for (const { name, value } of pairs) res.appendHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    const decided = decide();
    if (decided === "stream") {
      // The headers are set on the response already, and the transform changed some of them.
      const writeHead = original.writeHead as (status: number, reason?: string) => ServerResponse;
      return writeHead.call(res, status, statusMessage);
    }
    if (decided === "pass") {
      const writeHead = original.writeHead as (
        status: number,
        ...rest: Array<string | OutgoingHttpHeaders | unknown[] | undefined>
      ) => ServerResponse;
      return writeHead.call(res, status, reasonOrHeaders, maybeHeaders);
    }
    return res;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function flushHeaders() {
    if (decide() !== "buffer") original.flushHeaders.call(res);
  };

  res.write = function write(...args: [Chunk, (BufferEncoding | Callback)?, Callback?]) {
    if (decide() !== "buffer") {
      // decide() has put back the response's own write, or the transform's.
      return (res.write as (...a: typeof args) => boolean).apply(res, args);
    }
    const [chunk, encodingOrCb, cb] = args;
    const encoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
    const callback = typeof encodingOrCb === "function" ? encodingOrCb : cb;
    chunks.push(toBuffer(chunk, encoding));
    if (callback) queueMicrotask(() => callback(null));
    return true;
  } as ServerResponse["write"];

  res.end = function end(...args: [(Chunk | Callback)?, (BufferEncoding | Callback)?, Callback?]) {
    if (decide() !== "buffer") {
      return (res.end as (...a: typeof args) => ServerResponse).apply(res, args);
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

/**
 * Sends what the application writes through `transform`: its output goes to the socket with the
 * response's own write and end, and backpressure is passed on both ways.
 */
function streamThrough(
  res: ServerResponse,
  transform: Transform,
  original: Pick<ServerResponse, "write" | "end">,
): void {
  const send = original.write as (chunk: Buffer) => boolean;
  const finish = original.end as (callback?: () => void) => ServerResponse;
  transform.on("data", (data: Buffer) => {
    if (!send.call(res, data)) {
      transform.pause();
      res.once("drain", () => transform.resume());
    }
  });
  transform.on("end", () => finish.call(res));
  transform.on("error", (error) => res.destroy(error));
  res.once("close", () => {
    if (!transform.writableEnded) transform.destroy();
  });

  res.write = function write(
    chunk: Chunk,
    encodingOrCb?: BufferEncoding | Callback,
    cb?: Callback,
  ) {
    const encoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
    const callback = typeof encodingOrCb === "function" ? encodingOrCb : cb;
    const accepted = transform.write(toBuffer(chunk, encoding), callback);
    if (!accepted) transform.once("drain", () => res.emit("drain"));
    return accepted;
  } as ServerResponse["write"];

  res.end = function end(
    chunkOrCb?: Chunk | Callback,
    encodingOrCb?: BufferEncoding | Callback,
    cb?: Callback,
  ) {
    const chunk = typeof chunkOrCb === "function" ? undefined : chunkOrCb;
    const encoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
    const callback = [chunkOrCb, encodingOrCb, cb].find((arg) => typeof arg === "function") as
      Callback | undefined;
    if (callback) res.once("finish", () => callback(null));
    if (chunk !== undefined && chunk !== null) transform.end(toBuffer(chunk, encoding));
    else transform.end();
    return res;
  } as ServerResponse["end"];
}
