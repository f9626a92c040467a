import { describe, expect, it } from "vitest";
import { TagExpiry } from "./tag-expiry";

describe("tag expiry", () => {
  it("expires an entry begun at or before its tag's expiry, not one begun after", () => {
    const expiry = new TagExpiry();
    expect(expiry.isExpired(["blog"], 100)).toBe(false);
    expiry.expire(["blog"], 200);
    expect(expiry.isExpired(["blog"], 100)).toBe(true);
    expect(expiry.isExpired(["blog"], 200)).toBe(true);
    expect(expiry.isExpired(["blog"], 201)).toBe(false);
    expect(expiry.isExpired(["portfolio"], 100)).toBe(false);
    expect(expiry.isExpired(["portfolio", "blog"], 150)).toBe(true);
  });

  it("keeps the latest expiry of a tag, whatever order they arrive in", () => {
    const expiry = new TagExpiry();
    expiry.expire(["blog"], 300);
    expiry.expire(["blog"], 200);
    expect(expiry.isExpired(["blog"], 250)).toBe(true);
  });

  it("expires an entry whose tags are unknown at any expiry", () => {
    const expiry = new TagExpiry();
    expect(expiry.isExpired(null, 100)).toBe(false);
    expiry.expire([], 500);
    expect(expiry.isExpired(null, 100)).toBe(false);
    expiry.expire(["portfolio"], 200);
    expect(expiry.isExpired(null, 100)).toBe(true);
    expect(expiry.isExpired(null, 201)).toBe(false);
  });

  it("expires everything begun before a moment, whatever its tags", () => {
    const expiry = new TagExpiry();
    expiry.expireAll(300);
    expect(expiry.isExpired(["blog"], 300)).toBe(true);
    expect(expiry.isExpired([], 100)).toBe(true);
    expect(expiry.isExpired(null, 100)).toBe(true);
    expect(expiry.isExpired(["blog"], 301)).toBe(false);
  });

  it("takes the tag * for every tag", () => {
    const expiry = new TagExpiry();
    expiry.expire(["*"], 300);
    expect(expiry.isExpired(["portfolio"], 200)).toBe(true);
    expect(expiry.isExpired(null, 200)).toBe(true);
    expect(expiry.isExpired(["portfolio"], 301)).toBe(false);
  });
});
