import { describe, expect, it } from "vitest";
import { limitedWriter } from "./console-limit";

describe("limitedWriter", () => {
  it("writes 20 calls a minute, then counts the rest in one line when the next minute starts", () => {
    const lines: string[] = [];
    let time = 0;
    const error = limitedWriter((...args) => lines.push(args.join(" ")), { now: () => time });
    for (let i = 0; i < 300; i++) error("flood", i);
    expect(lines).toHaveLength(20);
    expect(lines.at(-1)).toBe("flood 19");
    time = 59_999;
    error("still the same minute");
    expect(lines).toHaveLength(20);
    time = 60_000;
    error("a real error");
    expect(lines.slice(20)).toEqual([
      "(281 more error messages left out in the last 60 s)",
      "a real error",
    ]);
  });
});
