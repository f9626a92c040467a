import { describe, expect, it } from "vitest";
import { normalizeAddress, resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(
      resolveClientAddress({
        remoteAddress: "::ffff:10.0.0.7",
        forwardedFor: "1.2.3.4",
        trustedHops: 0,
      }),
    ).toBe("10.0.0.7");
    expect(
      resolveClientAddress({ remoteAddress: undefined, forwardedFor: undefined, trustedHops: 0 }),
    ).toBe("unknown");
  });

  it("takes the entry the trusted proxies wrote, not what the client claims", () => {
    const forwardedFor = "6.6.6.6, 203.0.113.9, 10.0.0.2";
    expect(resolveClientAddress({ remoteAddress: "10.0.0.1", forwardedFor, trustedHops: 1 })).toBe(
      "10.0.0.2",
    );
    expect(resolveClientAddress({ remoteAddress: "10.0.0.1", forwardedFor, trustedHops: 2 })).toBe(
      "203.0.113.9",
    );
    // More hops trusted than entries present: the leftmost is the best there is.
    expect(
      resolveClientAddress({
        remoteAddress: "10.0.0.1",
        forwardedFor: "198.51.100.4",
        trustedHops: 3,
      }),
    ).toBe("198.51.100.4");
    expect(
      resolveClientAddress({
        remoteAddress: "10.0.0.1",
        forwardedFor: ["1.1.1.1", "2.2.2.2"],
        trustedHops: 1,
      }),
    ).toBe("2.2.2.2");
  });

  it("falls back to the socket when the header is empty or not an address", () => {
    for (const forwardedFor of ["", " , ", "not-an-ip", "1.2.3.4; drop table"]) {
      expect(
        resolveClientAddress({ remoteAddress: "10.0.0.1", forwardedFor, trustedHops: 1 }),
      ).toBe("10.0.0.1");
    }
  });
});

describe("normalizeAddress", () => {
  it("writes addresses canonically", () => {
    expect(normalizeAddress(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8:0:0::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("999.1.1.1")).toBeUndefined();
    expect(normalizeAddress("example.com")).toBeUndefined();
  });
});
