import { describe, expect, it } from "vitest";
import { normalizeAddress, rateLimitSubject, resolveClientAddress } from "./client-address";

describe("normalizeAddress", () => {
  it("keeps valid addresses in canonical form", () => {
    expect(normalizeAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress(" 2001:DB8::1 ")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
  });

  it("refuses anything that is not an address", () => {
    for (const value of [undefined, "", "unknown", "203.0.113.7:8080", "1.2.3", "<script>"]) {
      expect(normalizeAddress(value)).toBeUndefined();
    }
  });
});

describe("resolveClientAddress", () => {
  it("uses the socket's peer when no proxy is trusted, whatever the headers claim", () => {
    expect(resolveClientAddress("198.51.100.4", "203.0.113.7", 0)).toBe("198.51.100.4");
    expect(resolveClientAddress("::ffff:198.51.100.4", undefined, 0)).toBe("198.51.100.4");
  });

  it("takes the entry the trusted proxy appended, ignoring what the client wrote before it", () => {
    // client claims 1.1.1.1; the one proxy appended the address it saw.
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    // CDN then load balancer: two trusted proxies.
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.9", 2)).toBe(
      "203.0.113.7",
    );
    expect(resolveClientAddress("10.0.0.2", ["1.1.1.1", "203.0.113.7"], 1)).toBe("203.0.113.7");
  });

  it("falls back sensibly when the header is short or garbage", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.7", 2)).toBe("203.0.113.7");
    expect(resolveClientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "nonsense", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress(undefined, undefined, 0)).toBeUndefined();
  });
});

describe("rateLimitSubject", () => {
  it("counts IPv4 addresses one by one", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 /64 as one subject", () => {
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
  });
});
