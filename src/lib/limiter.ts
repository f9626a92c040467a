/**
 * At most `concurrency` tasks at a time, at most `queue` more waiting; beyond that a caller is
 * turned away at once (acquire resolves null) rather than held in memory.
 */
export class Limiter {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  async acquire(): Promise<(() => void) | null> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    };
  }
}
