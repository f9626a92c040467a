import { describe, expect, it } from "vitest";
import { formatPostDate } from "./post-date";

describe("formatPostDate", () => {
  it("writes the date in India's time zone whatever the machine's", () => {
    expect(formatPostDate("2025-03-07T10:00:00.000Z")).toBe("7 March 2025");
    // 20:00 UTC is already the next day in Kolkata (UTC+5:30).
    expect(formatPostDate("2025-03-07T20:00:00.000Z")).toBe("8 March 2025");
  });
});
