import { describe, expect, it } from "vitest";
import { formatScheduleTime, fromScheduleInput, toScheduleInput } from "./schedule-time";

describe("schedule times, in the agency's zone (Asia/Kolkata, UTC+5:30)", () => {
  it("reads the control's wall-clock value as an instant, and back", () => {
    expect(fromScheduleInput("2026-03-01T15:00")).toBe("2026-03-01T09:30:00.000Z");
    expect(toScheduleInput("2026-03-01T09:30:00.000Z")).toBe("2026-03-01T15:00");
    expect(fromScheduleInput("2026-01-01T02:00")).toBe("2025-12-31T20:30:00.000Z");
    expect(fromScheduleInput("2026-03-01T15:00:42")).toBe("2026-03-01T09:30:42.000Z");
    expect(toScheduleInput("2026-03-01T09:30:42.000Z")).toBe("2026-03-01T15:00:42");
  });

  it("keeps empty empty and refuses what is no time", () => {
    expect(fromScheduleInput("")).toBe("");
    expect(toScheduleInput("")).toBe("");
    expect(fromScheduleInput("2026-02-30T10:00")).toBeNull();
    expect(fromScheduleInput("tomorrow")).toBeNull();
    expect(toScheduleInput("junk")).toBe("");
  });

  it("shows a time with its zone", () => {
    expect(formatScheduleTime("2026-03-01T09:30:00.000Z")).toBe("1 March 2026 at 3:00 pm IST");
  });
});
