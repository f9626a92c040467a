import "server-only";
import pg from "pg";

/** How long a lost LISTEN connection waits before connecting again. */
export const LISTEN_RECONNECT_MS = 1_000;

/**
 * Listens on a PostgreSQL channel on a connection of its own (a pooled connection would
 * miss notifications between checkouts), connecting again whenever the connection is lost.
 * `onNotify` also runs after each (re)connection, for what was sent while it was down.
 * Returns a function that stops listening.
 */
export function listenForNotifications(options: {
  connectionString: string;
  channel: string;
  onNotify: () => void;
  onError: (error: unknown) => void;
}): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({ connectionString: options.connectionString });
    client = current;
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) options.onError(error);
      void current.end().catch(() => undefined);
      if (client === current) client = null;
      if (!stopped) {
        retry = setTimeout(() => void connect(), LISTEN_RECONNECT_MS);
        retry.unref();
      }
    };
    current.on("error", reconnect);
    current.on("end", () => reconnect());
    current.on("notification", (message) => {
      if (message.channel === options.channel) options.onNotify();
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      options.onNotify();
    } catch (error) {
      reconnect(error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
