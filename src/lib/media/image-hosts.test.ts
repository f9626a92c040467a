import { describe, expect, it } from "vitest";
import { parseImageHosts } from "./image-hosts";

describe("parseImageHosts", () => {
  it("reads a comma-separated list, trimmed and lower-cased, without blanks", () => {
    expect(parseImageHosts(" Images.Example.com, ,cdn.example.org,")).toEqual([
      "images.example.com",
      "cdn.example.org",
    ]);
  });

  it("is empty when unset", () => {
    expect(parseImageHosts(undefined)).toEqual([]);
    expect(parseImageHosts("")).toEqual([]);
  });
});
