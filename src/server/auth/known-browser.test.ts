import { describe, expect, it } from "vitest";
import { isKnownBrowser, issueKnownBrowser } from "./known-browser";

const SECRET = "the stored hash of the admin key";
const NOW = new Date("2026-11-26T00:00:00Z");

/** base64url's characters in order: the last of 43 carries 4 bits of the MAC and 2 unused. */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("known-browser cookies", () => {
  it("accept the value issued, until it expires", () => {
    const { value, expiresAt } = issueKnownBrowser(SECRET, NOW);
    expect(isKnownBrowser(SECRET, value, NOW)).toBe(true);
    expect(isKnownBrowser(SECRET, value, expiresAt)).toBe(false);
    expect(isKnownBrowser("another key's hash", value, NOW)).toBe(false);
  });

  it("refuse every other spelling of the same MAC (the last character's unused bits)", () => {
    const { value } = issueKnownBrowser(SECRET, NOW);
    const last = ALPHABET.indexOf(value.at(-1) ?? "");
    const group = last - (last % 4);
    for (let offset = 0; offset < 4; offset += 1) {
      const spelling = `${value.slice(0, -1)}${ALPHABET[group + offset]}`;
      expect(isKnownBrowser(SECRET, spelling, NOW), spelling).toBe(spelling === value);
    }
  });
});
