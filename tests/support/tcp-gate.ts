import { createConnection, createServer, type Server, type Socket } from "node:net";

/*
 * A TCP relay in front of a server (the test PostgreSQL) that a test can shut: closed, it
 * refuses new connections (nothing listens on its port) and cuts the open ones, as a database
 * host that went away would; opened, it relays again on the same port. The outage is this
 * relay's, never the shared server's, which other tests keep using.
 */

export type TcpGate = {
  port: number;
  /** `url` with its host and port replaced by the gate's. */
  through: (url: string) => string;
  open: () => Promise<void>;
  close: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startTcpGate(
  port: number,
  target: { host: string; port: number },
  options: { open?: boolean } = {},
): Promise<TcpGate> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const open = async () => {
    if (server) return;
    const listening = createServer((client) => {
      const upstream = createConnection(target);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    server = listening;
  };

  const close = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  if (options.open !== false) await open();
  return {
    port,
    through: (url) => {
      const gated = new URL(url);
      gated.hostname = "127.0.0.1";
      gated.port = String(port);
      return gated.toString();
    },
    open,
    close,
    stop: close,
  };
}
