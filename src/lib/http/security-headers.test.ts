import { describe, expect, it } from "vitest";
import { buildCsp } from "./security-headers";

describe("buildCsp", () => {
  it("allows scripts only from the site and by hash", () => {
    const csp = buildCsp({ scriptHashes: ["abc=", "def="], imageOrigins: ["https://img.example"] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("img-src 'self' data: blob: https://img.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp.startsWith("default-src 'self'; ")).toBe(true);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(buildCsp({ scriptHashes: [], upgradeInsecureRequests: true })).toContain(
      "upgrade-insecure-requests",
    );
  });
});
