import { createServer, type IncomingHttpHeaders } from "node:http";

/* An HTTP form-forwarding endpoint on loopback that keeps the form posts it receives. */

export type ReceivedForm = {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  fields: URLSearchParams;
};

export type FormSink = {
  port: number;
  url: string;
  posts: ReceivedForm[];
  /** The status the next posts are answered with (200 unless set). */
  respondWith: (status: number) => void;
  waitForPosts: (count: number) => Promise<ReceivedForm[]>;
  close: () => Promise<void>;
};

export async function startFormSink(port: number): Promise<FormSink> {
  const posts: ReceivedForm[] = [];
  const waiters: Array<() => void> = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.statusCode = status;
      res.end(status < 400 ? "thanks" : "no");
      if (status >= 400) return;
      posts.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        fields: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      });
      for (const wake of waiters.splice(0)) wake();
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
    respondWith: (next) => {
      status = next;
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
