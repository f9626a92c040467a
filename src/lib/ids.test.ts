import { afterEach, describe, expect, it, vi } from "vitest";
import { generateId, isId } from "./ids";

describe("generateId", () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes 20 alphanumeric characters", () => {
    for (let i = 0; i < 200; i++) expect(generateId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("does not repeat itself", () => {
    const ids = new Set(Array.from({ length: 5000 }, () => generateId()));
    expect(ids.size).toBe(5000);
  });

  it("uses the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 300 }, () => generateId()).join(""));
    expect(seen.size).toBe(62);
  });

  it("draws from the cryptographic source and discards biased bytes", () => {
    // 248 and above would favour the first characters: only the zeros may be used.
    const fill = (array: Uint8Array) => array.map((_, i) => (i % 2 === 0 ? 255 : 0));
    const spy = vi.spyOn(crypto, "getRandomValues").mockImplementation(((array: Uint8Array) => {
      array.set(fill(array));
      return array;
    }) as typeof crypto.getRandomValues);
    expect(generateId(4)).toBe("AAAA");
    expect(spy).toHaveBeenCalled();
  });
});

describe("isId", () => {
  it("accepts alphanumeric ids and refuses anything else", () => {
    expect(isId(generateId())).toBe(true);
    for (const bad of ["", "a/b", "../etc", "abc def", "x".repeat(33), "é", "id%20"]) {
      expect(isId(bad)).toBe(false);
    }
  });
});
