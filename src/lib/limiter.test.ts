import { describe, expect, it } from "vitest";
import { Limiter } from "./limiter";

describe("limiter", () => {
  it("lets `concurrency` through, queues up to `queue`, turns the rest away", async () => {
    const limiter = new Limiter(2, 1);
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    let thirdIn = false;
    const third = limiter.acquire().then((release) => {
      thirdIn = true;
      return release;
    });
    expect(await limiter.acquire()).toBeNull();
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    first?.();
    first?.();
    const released = await third;
    expect(thirdIn).toBe(true);
    // Releasing twice freed one place, not two: the queue is empty, both places are taken.
    const fourth = limiter.acquire();
    let fourthIn = false;
    void fourth.then(() => (fourthIn = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fourthIn).toBe(false);
    second?.();
    await fourth;
    released?.();
  });
});
