import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkFillToken, issueFillToken } from "./fill-token";

const key = randomBytes(32);
const limits = { minAgeMs: 3000, maxAgeMs: 86_400_000 };
const issuedAt = Date.UTC(2025, 0, 1, 12);

describe("fill token", () => {
  it("is valid once the minimum fill time has passed, and names its nonce", () => {
    const token = issueFillToken(key, issuedAt);
    const check = checkFillToken(key, token, { ...limits, now: issuedAt + 3000 });
    expect(check).toMatchObject({ status: "valid", issuedAt });
    expect(check.status === "valid" && check.nonce).toMatch(/^[\w-]{22}$/);
  });

  it("is too fast before the minimum fill time", () => {
    const token = issueFillToken(key, issuedAt);
    expect(checkFillToken(key, token, { ...limits, now: issuedAt + 2999 }).status).toBe("too-fast");
    expect(checkFillToken(key, token, { ...limits, now: issuedAt }).status).toBe("too-fast");
  });

  it("expires after the maximum age", () => {
    const token = issueFillToken(key, issuedAt);
    expect(checkFillToken(key, token, { ...limits, now: issuedAt + 86_400_001 }).status).toBe(
      "expired",
    );
  });

  it("gives every token its own nonce", () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () => issueFillToken(key, issuedAt).split(".")[2]),
    );
    expect(nonces.size).toBe(50);
  });

  it("refuses a token signed with another key, altered, or malformed", () => {
    const token = issueFillToken(key, issuedAt);
    const at = { ...limits, now: issuedAt + 5000 };
    expect(checkFillToken(randomBytes(32), token, at).status).toBe("invalid");
    // An earlier issue time would buy a bot its fill time; the signature covers it.
    const [version, , nonce, signature] = token.split(".");
    const backdated = [version, (issuedAt - 60_000).toString(36), nonce, signature].join(".");
    expect(checkFillToken(key, backdated, at).status).toBe("invalid");
    for (const bad of ["", "v1", "v1.a.b", `v2.${token.slice(3)}`, `${token}x`, `${token}.x`]) {
      expect(checkFillToken(key, bad, at).status).toBe("invalid");
    }
  });

  it("refuses a token issued in the future beyond clock skew", () => {
    const token = issueFillToken(key, issuedAt + 120_000);
    expect(checkFillToken(key, token, { ...limits, now: issuedAt }).status).toBe("invalid");
  });
});
