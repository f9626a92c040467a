import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([1.9, 1.6, 2.1, 1.7, 1.8])).toBe(1.8);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([40, 220, 10, 70])).toBe(55);
  });

  it("is the value itself for one run and NaN for none", () => {
    expect(median([90])).toBe(90);
    expect(median([])).toBeNaN();
  });

  it("does not reorder the caller's array", () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});
