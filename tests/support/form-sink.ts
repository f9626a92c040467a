import { createServer, type IncomingHttpHeaders } from "node:http";

/*
 * An HTTP form-forwarding endpoint on loopback that keeps the form posts it receives. With
 * `dropRepeats` it behaves as an endpoint that honours the Idempotency-Key header: a post whose
 * key it has accepted before is answered as accepted and kept in `repeats`, not in `posts`.
 */

export type ReceivedForm = {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  fields: URLSearchParams;
};

export type FormSink = {
  port: number;
  url: string;
  /** The posts accepted (with `dropRepeats`, the first of each Idempotency-Key). */
  posts: ReceivedForm[];
  /** Posts whose Idempotency-Key was accepted before (only with `dropRepeats`). */
  repeats: ReceivedForm[];
  /** The status the next posts are answered with (200 unless set). */
  respondWith: (status: number) => void;
  /**
   * While held, a post is kept as received but not answered, as by a receiver whose answer
   * is still on its way when the sender dies; `release` answers the held ones.
   */
  hold: () => void;
  release: () => void;
  waitForPosts: (count: number) => Promise<ReceivedForm[]>;
  close: () => Promise<void>;
};

export async function startFormSink(
  port: number,
  options: { dropRepeats?: boolean } = {},
): Promise<FormSink> {
  const posts: ReceivedForm[] = [];
  const repeats: ReceivedForm[] = [];
  const keys = new Set<string>();
  const waiters: Array<() => void> = [];
  const held: Array<() => void> = [];
  let holding = false;
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (code: number) => {
        res.statusCode = code;
        res.end(code < 400 ? "thanks" : "no");
      };
      if (status >= 400) return answer(status);
      const post = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        fields: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      };
      const key = req.headers["idempotency-key"];
      if (options.dropRepeats && typeof key === "string" && keys.has(key)) repeats.push(post);
      else posts.push(post);
      if (typeof key === "string") keys.add(key);
      for (const wake of waiters.splice(0)) wake();
      const code = status;
      if (holding) held.push(() => answer(code));
      else answer(code);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port,
    url: `http://127.0.0.1:${port}/forms/hello@example.com`,
    posts,
    repeats,
    respondWith: (next) => {
      status = next;
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    waitForPosts: async (count) => {
      while (posts.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return posts;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
