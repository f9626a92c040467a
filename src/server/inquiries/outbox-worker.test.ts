import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrainReport } from "./outbox";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker";

const nothing: DrainReport = { delivered: 0, retrying: 0, failed: 0 };

describe("outbox worker", () => {
  let worker: OutboxWorker | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await worker?.stop();
    vi.useRealTimers();
  });

  it("drains at start and then on its interval", async () => {
    const drain = vi.fn(async () => nothing);
    worker = createOutboxWorker({ intervalMs: 60_000, drain, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(drain).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it("drains at once when woken, without waiting for the interval", async () => {
    const drain = vi.fn(async () => nothing);
    worker = createOutboxWorker({ intervalMs: 60_000, drain, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    worker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it("never runs two drains at once, and drains again after a wake-up during one", async () => {
    let active = 0;
    let maxActive = 0;
    let finish: (() => void) | undefined;
    const drain = vi.fn(async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resolve) => (finish = resolve));
      active--;
      return nothing;
    });
    worker = createOutboxWorker({ intervalMs: 60_000, drain, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    worker.wake();
    worker.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(2);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(drain).toHaveBeenCalledTimes(2);
    expect(maxActive).toBe(1);
  });

  it("reports a failed drain and keeps going", async () => {
    const failure = new Error("database is down");
    const drain = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(nothing);
    const onError = vi.fn();
    worker = createOutboxWorker({ intervalMs: 1000, drain, onError });
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(1000);
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it("stops draining once stopped", async () => {
    const drain = vi.fn(async () => nothing);
    worker = createOutboxWorker({ intervalMs: 1000, drain, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    await worker.stop();
    worker.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(drain).toHaveBeenCalledTimes(1);
  });
});
