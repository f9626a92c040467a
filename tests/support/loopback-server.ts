import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * The scaffold of the loopback servers that stand in for third-party APIs in tests: listens on
 * 127.0.0.1, records every request, and tells when a response was cut off by the client (the
 * proof that a timeout or a cancel reached the upstream connection).
 */

export type RequestEnd = "finished" | "closed-early";

export type ReceivedRequest = {
  id: number;
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
  /** "finished" when the server ended the response, "closed-early" when the client hung up. */
  ended: Promise<RequestEnd>;
  endState: RequestEnd | "open";
};

export type LoopbackServer = {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  close(): Promise<void>;
};

export type Handler = (request: ReceivedRequest, res: ServerResponse, url: URL) => unknown;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startLoopbackServer(handler: Handler, port = 0): Promise<LoopbackServer> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    let settle: (end: RequestEnd) => void = () => undefined;
    const request: ReceivedRequest = {
      id: requests.length + 1,
      method: req.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      body,
      ended: new Promise((resolve) => (settle = resolve)),
      endState: "open",
    };
    if (!url.pathname.startsWith("/__fake/")) requests.push(request);
    res.on("close", () => {
      request.endState = res.writableFinished ? "finished" : "closed-early";
      settle(request.endState);
    });
    try {
      await handler(request, res, url);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, statusText?: string) {
  res.writeHead(status, statusText, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify(body));
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
