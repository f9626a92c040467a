import { describe, expect, it } from "vitest";
import {
  generateSecretKey,
  hashSecretKey,
  needsRehash,
  SCRYPT_PARAMS,
  verifySecretKey,
} from "./secret-key";

describe("secret key hashing", () => {
  it("stores scrypt with its parameters and a random salt, never the key", async () => {
    const key = "a perfectly good secret";
    const [first, second] = await Promise.all([hashSecretKey(key), hashSecretKey(key)]);
    expect(first).toMatch(/^scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toContain(key);
    expect(first).not.toBe(second);
  });

  it("verifies the right key and refuses others", async () => {
    const stored = await hashSecretKey("a perfectly good secret");
    expect(await verifySecretKey("a perfectly good secret", stored)).toBe(true);
    expect(await verifySecretKey("a perfectly good secreT", stored)).toBe(false);
    expect(await verifySecretKey("", stored)).toBe(false);
  });

  it("treats canonically equivalent Unicode as the same key", async () => {
    const stored = await hashSecretKey("caf\u00e9 au lait, s'il vous plaît");
    expect(await verifySecretKey("cafe\u0301 au lait, s'il vous plaît", stored)).toBe(true);
  });

  it("never matches a malformed or hostile stored value", async () => {
    const stored = await hashSecretKey("a perfectly good secret");
    for (const bad of [
      "",
      "plain text",
      stored.replace("scrypt", "bcrypt"),
      stored.replace("ln=15", "ln=40"),
      stored.replace(/\$[^$]+$/, "$AAAA"),
    ]) {
      expect(await verifySecretKey("a perfectly good secret", bad)).toBe(false);
    }
  });

  it("verifies hashes made with other parameters, and flags them for rehashing", async () => {
    const weak = await hashSecretKey("a perfectly good secret", { ln: 10, r: 8, p: 1 });
    expect(await verifySecretKey("a perfectly good secret", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashSecretKey("x", SCRYPT_PARAMS))).toBe(false);
  });

  it("generates 256-bit URL-safe keys", () => {
    const keys = new Set(Array.from({ length: 50 }, generateSecretKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
