import { describe, expect, it } from "vitest";
import {
  normalizeAddress,
  parseTrustProxy,
  resolveClientAddress,
  type TrustProxy,
} from "./client-address";

const resolve = (trust: TrustProxy, remoteAddress: string, forwardedFor?: string | string[]) =>
  resolveClientAddress({ remoteAddress, forwardedFor, trust });

describe("parseTrustProxy", () => {
  it("reads 0, false and empty as no proxy, true and numbers as hops", () => {
    for (const value of ["", " ", "0", "false", "FALSE"]) {
      expect(parseTrustProxy(value)).toEqual({ kind: "none" });
    }
    expect(parseTrustProxy("true")).toEqual({ kind: "hops", hops: 1 });
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(() => parseTrustProxy("100")).toThrow(/at most 99 hops/);
  });

  it("reads addresses and CIDR ranges, IPv4 and IPv6, and names the entries it cannot", () => {
    const trust = parseTrustProxy(" 10.0.0.5, 192.168.0.0/16 ,::1, fd00::/8, [2001:db8::7]");
    expect(trust.kind === "proxies" && trust.ranges).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
      "[2001:db8::7]",
    ]);
    if (trust.kind !== "proxies") throw new Error("expected proxies");
    for (const inside of ["10.0.0.5", "::ffff:10.0.0.5", "192.168.44.1", "::1", "fd12::1"]) {
      expect(trust.includes(inside), inside).toBe(true);
    }
    expect(trust.includes("2001:db8::7")).toBe(true);
    for (const outside of ["10.0.0.6", "192.169.0.1", "::2", "fe80::1", "nonsense"]) {
      expect(trust.includes(outside), outside).toBe(false);
    }
    expect(() => parseTrustProxy("10.0.0.0/33, yes, 1.2.3, ::1/129, 10.0.0.1/8/8")).toThrow(
      "not an address or CIDR range: 10.0.0.0/33, yes, 1.2.3, ::1/129, 10.0.0.1/8/8",
    );
  });
});

describe("resolveClientAddress", () => {
  const none = parseTrustProxy("0");
  const proxies = parseTrustProxy("10.0.0.1, 10.0.0.2, 2001:db8::/32");

  it("uses the socket address when no proxy is trusted", () => {
    expect(resolve(none, "::ffff:10.0.0.7", "1.2.3.4")).toBe("10.0.0.7");
    expect(
      resolveClientAddress({ remoteAddress: undefined, forwardedFor: "1.2.3.4", trust: none }),
    ).toBe("unknown");
  });

  it("believes X-Forwarded-For only from a configured proxy", () => {
    expect(resolve(proxies, "203.0.113.50", "6.6.6.6")).toBe("203.0.113.50");
    expect(resolve(proxies, "10.0.0.3", "6.6.6.6")).toBe("10.0.0.3");
    expect(resolve(proxies, "10.0.0.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(resolve(proxies, "::ffff:10.0.0.1", ["6.6.6.6", "203.0.113.9"])).toBe("203.0.113.9");
  });

  it("walks past the configured proxies in the chain, and no further", () => {
    expect(resolve(proxies, "10.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(resolve(proxies, "2001:db8::1", "6.6.6.6, 2001:DB8::2, 10.0.0.2")).toBe("6.6.6.6");
    // Every entry a proxy: the leftmost is the best there is.
    expect(resolve(proxies, "10.0.0.1", "10.0.0.2")).toBe("10.0.0.2");
  });

  it("stops at the proxy when what it passed on is not an address", () => {
    for (const forwardedFor of ["", " , ", "not-an-ip", "1.2.3.4; drop table"]) {
      expect(resolve(proxies, "10.0.0.1", forwardedFor)).toBe("10.0.0.1");
    }
    expect(resolve(proxies, "10.0.0.1", "198.51.100.4, junk, 10.0.0.2")).toBe("10.0.0.2");
  });

  it("counts hops from the right only when the peer is on this host or a private network", () => {
    const oneHop = parseTrustProxy("true");
    const twoHops = parseTrustProxy("2");
    const forwardedFor = "6.6.6.6, 203.0.113.9, 10.0.0.2";
    for (const peer of ["127.0.0.1", "10.1.2.3", "172.20.0.4", "192.168.1.1", "::1", "fd00::5"]) {
      expect(resolve(oneHop, peer, forwardedFor), peer).toBe("10.0.0.2");
    }
    expect(resolve(twoHops, "10.0.0.1", forwardedFor)).toBe("203.0.113.9");
    expect(resolve(parseTrustProxy("3"), "10.0.0.1", "198.51.100.4")).toBe("198.51.100.4");
    // A public peer reached the app port directly: its header is its own claim.
    expect(resolve(oneHop, "198.51.100.77", forwardedFor)).toBe("198.51.100.77");
    expect(resolve(oneHop, "2001:db8::9", forwardedFor)).toBe("2001:db8::9");
    expect(resolve(oneHop, "10.0.0.1", "not-an-ip")).toBe("10.0.0.1");
  });
});

describe("normalizeAddress", () => {
  it("writes addresses canonically", () => {
    expect(normalizeAddress(" 192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("[2001:DB8:0:0::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("999.1.1.1")).toBeUndefined();
    expect(normalizeAddress("example.com")).toBeUndefined();
  });
});
