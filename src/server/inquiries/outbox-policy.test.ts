import { describe, expect, it } from "vitest";
import { CHANNEL_TIMEOUT_MS } from "./channels/channel";
import { OUTBOX_LEASE_MS, OUTBOX_MAX_RETRY_DELAY_MS, retryDelayMs } from "./outbox-policy";

describe("retryDelayMs", () => {
  it("doubles from the base with each failed attempt", () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 30_000, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("is capped at an hour", () => {
    expect(retryDelayMs(9, 30_000, () => 0)).toBe(OUTBOX_MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(60, 30_000, () => 0)).toBe(OUTBOX_MAX_RETRY_DELAY_MS);
  });

  it("spreads retries by up to a fifth, never beyond the nominal delay", () => {
    expect(retryDelayMs(1, 30_000, () => 0.999_999)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, () => 0.5)).toBe(27_000);
  });
});

describe("the outbox lease", () => {
  it("outlasts the longest delivery, so a live worker keeps its job", () => {
    expect(OUTBOX_LEASE_MS).toBeGreaterThan(CHANNEL_TIMEOUT_MS * 2);
  });
});
