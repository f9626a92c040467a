import {
  createServer,
  get,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { createBrotliDecompress, createGunzip } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type BufferPolicy, bufferResponse } from "./buffered-response";
import { createStreamCompressor } from "./compression";

/** A server whose every response goes through bufferResponse with `policy`. */
async function serve(
  policy: BufferPolicy,
  handler: (res: ServerResponse) => void | Promise<void>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    bufferResponse(res, policy);
    void handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

function request(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { headers }, resolve).on("error", reject));
}

function decoded(res: IncomingMessage): NodeJS.ReadableStream {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return res.pipe(createBrotliDecompress());
  if (encoding === "gzip") return res.pipe(createGunzip());
  return res;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = "";
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

const holdHtmlCompressRsc: BufferPolicy = {
  shouldBuffer: (type) => type === "text/html",
  finalize: (body) => Buffer.from(body.toString().toUpperCase()),
  streamThrough: (type, res) => {
    if (type !== "text/x-component") return null;
    res.setHeader("content-encoding", "br");
    res.removeHeader("content-length");
    return createStreamCompressor("br");
  },
};

let open: Server | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe("bufferResponse", () => {
  it("holds a body back until it is complete and sends what finalize returns", async () => {
    const { server, url } = await serve(holdHtmlCompressRsc, (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<p>one</p>");
      res.end("<p>two</p>");
    });
    open = server;
    const res = await request(url);
    expect(res.headers["content-length"]).toBe("20");
    expect(await text(res)).toBe("<P>ONE</P><P>TWO</P>");
  });

  it("reads headers given as a flat list or a one-item list, and lets onHeaders add one", async () => {
    const policy: BufferPolicy = {
      ...holdHtmlCompressRsc,
      onHeaders: (type, res) => res.setHeader("x-seen-type", String(type)),
    };
    const { server, url } = await serve(policy, (res) => {
      res.writeHead(200, ["content-type", "text/html", "x-one", "1"]);
      res.end("<p>listed</p>");
    });
    open = server;
    const res = await request(url);
    expect(res.headers["content-type"]).toBe("text/html");
    expect(res.headers["x-one"]).toBe("1");
    expect(res.headers["x-seen-type"]).toBe("text/html");
    expect(await text(res)).toBe("<P>LISTED</P>");

    open.close();
    const passed = await serve(policy, (res) => {
      res.setHeader("content-type", ["image/png"]);
      res.writeHead(200, ["x-one", "1"]);
      res.end("png");
    });
    open = passed.server;
    const image = await request(passed.url);
    expect(image.headers["x-one"]).toBe("1");
    expect(image.headers["x-seen-type"]).toBe("image/png");
    expect(await text(image)).toBe("png");
  });

  it("streams through the policy's transform, each write reaching the client before the next", async () => {
    let sendRest: () => void = () => {};
    const restAllowed = new Promise<void>((resolve) => (sendRest = resolve));
    const { server, url } = await serve(holdHtmlCompressRsc, async (res) => {
      res.setHeader("content-type", "text/x-component");
      res.setHeader("content-length", "999");
      res.write('0:["first part"]\n');
      await restAllowed;
      res.end('1:["second part"]\n');
    });
    open = server;
    const res = await request(url, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBeUndefined();

    const body = decoded(res);
    let received = "";
    body.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      // The second part is only written once the first has been read, compressed.
      if (received === '0:["first part"]\n') sendRest();
    });
    await new Promise((resolve) => body.on("end", resolve));
    expect(received).toBe('0:["first part"]\n1:["second part"]\n');
  });

  it("passes other responses through as written", async () => {
    const { server, url } = await serve(holdHtmlCompressRsc, (res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: a\n\n");
      res.end("data: b\n\n");
    });
    open = server;
    const res = await request(url, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(await text(res)).toBe("data: a\n\ndata: b\n\n");
  });
});
