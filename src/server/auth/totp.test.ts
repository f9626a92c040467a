import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from "./totp";

// RFC 4226 appendix D and RFC 6238 appendix B use this ASCII secret for HMAC-SHA1.
const RFC_SECRET = Buffer.from("12345678901234567890", "ascii");
const at = (seconds: number) => new Date(seconds * 1000);

describe("HOTP (RFC 4226)", () => {
  it("gives the appendix D values for counters 0 to 9", () => {
    expect(Array.from({ length: 10 }, (_, counter) => hotp(RFC_SECRET, counter))).toEqual([
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ]);
  });
});

describe("TOTP (RFC 6238)", () => {
  it("gives the appendix B values for SHA-1 (8 digits, 30 s steps)", () => {
    const vectors: Array<[seconds: number, step: number, code: string]> = [
      [59, 0x1, "94287082"],
      [1111111109, 0x23523ec, "07081804"],
      [1111111111, 0x23523ed, "14050471"],
      [1234567890, 0x273ef07, "89005924"],
      [2000000000, 0x3f940aa, "69279037"],
      [20000000000, 0x27bc86aa, "65353130"],
    ];
    for (const [seconds, step, code] of vectors) {
      expect(totpStep(at(seconds))).toBe(step);
      expect(totpCode(RFC_SECRET, at(seconds), 8)).toBe(code);
    }
  });

  it("uses 6 digits by default: the same values' last six", () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe("287082");
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe("081804");
    expect(totpCode(RFC_SECRET, at(1234567890))).toBe("005924");
    expect(totpCode(RFC_SECRET, at(2000000000))).toBe("279037");
  });

  it("accepts the current step and one either side, and nothing further", () => {
    const now = at(1111111111);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + offset), now, null)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + offset), now, null)).toBeUndefined();
    }
  });

  it("refuses the last used step and older ones", () => {
    const now = at(1111111111);
    const step = totpStep(now);
    const code = hotp(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, code, now, step + 1)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, code, now, step - 1)).toBe(step);
  });

  it("refuses anything that is not six digits", () => {
    const now = at(59);
    for (const bad of ["", "28708", "2870822", "28708a", " 287082", "94287082"]) {
      expect(matchTotp(RFC_SECRET, bad, now, null)).toBeUndefined();
    }
  });
});

describe("base32 (RFC 4648)", () => {
  it("encodes and decodes the RFC's test vectors (without padding)", () => {
    const vectors: Array<[string, string]> = [
      ["", ""],
      ["f", "MY"],
      ["fo", "MZXQ"],
      ["foo", "MZXW6"],
      ["foob", "MZXW6YQ"],
      ["fooba", "MZXW6YTB"],
      ["foobar", "MZXW6YTBOI"],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded)?.toString()).toBe(plain);
    }
    expect(base32Decode("mzxw 6ytb oi======")?.toString()).toBe("foobar");
    expect(base32Decode("MZXW1")).toBeUndefined();
  });

  it("generates 160-bit secrets", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe("otpauthUri", () => {
  it("names the issuer, account, secret and parameters", () => {
    expect(otpauthUri("JBSWY3DPEHPK3PXP", "Kursi", "admin")).toBe(
      "otpauth://totp/Kursi:admin?secret=JBSWY3DPEHPK3PXP&issuer=Kursi&algorithm=SHA1&digits=6&period=30",
    );
  });
});
