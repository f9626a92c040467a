import "server-only";
import type { IncomingMessage } from "node:http";

/** What the server needs of a response to know when it is done. */
type Closable = { once(event: "close", listener: () => void): unknown };

/**
 * The requests the server is answering, so that a write can wait for the renders that began
 * before it. Such a render may have read the old data and stores its page in Next.js's cache
 * when it finishes; an expiry made before that would leave the old page fresh, so the write
 * expires the cache only once they are done (docs/decisions/0003).
 */
export class InFlightRequests {
  readonly #pending = new Set<Promise<void>>();

  get size(): number {
    return this.#pending.size;
  }

  /** Counts the request until its response closes (finished, or the client went away). */
  track(res: Closable): void {
    let done = () => {};
    const closed = new Promise<void>((resolve) => (done = resolve));
    this.#pending.add(closed);
    res.once("close", () => {
      this.#pending.delete(closed);
      done();
    });
  }

  /**
   * Resolves true once every request tracked now has closed, or false after `timeoutMs` if
   * some have not (a stalled client must not hold a write up). Later requests are not awaited.
   */
  async settled(timeoutMs: number): Promise<boolean> {
    if (this.#pending.size === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    // Next.js times cache entries in milliseconds and expires only those strictly older than
    // the expiry, so the caller gets control a millisecond after the last render finished.
    const all = Promise.all([...this.#pending])
      .then(() => new Promise((resolve) => setTimeout(resolve, 1)))
      .then(() => true as const);
    try {
      return await Promise.race([all, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Paths that never render: build assets, optimised images, public files (a video can stream for
 * minutes) and uploaded images.
 */
const NEVER_RENDERED = [
  "/_next/static/",
  "/_next/image?",
  "/media/",
  "/fonts/",
  "/icons/",
  "/uploads/",
];

/** Requests that may render a page or read the blog: reads, except files and byte ranges. */
export function mayRender(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.range !== undefined) return false;
  const url = req.url ?? "";
  return !NEVER_RENDERED.some((prefix) => url.startsWith(prefix));
}
