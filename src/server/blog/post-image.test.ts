import { afterEach, describe, expect, it, vi } from "vitest";

async function loadWithHosts(hosts: string) {
  vi.stubEnv("IMAGE_REMOTE_HOSTS", hosts);
  vi.resetModules();
  return (await import("./post-image")).usablePostImage;
}

describe("usablePostImage", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keeps site paths and https images from allowed hosts", async () => {
    const usable = await loadWithHosts("images.example.com, cdn.example.org");
    expect(usable("/media/blog/post-1.webp")).toBe("/media/blog/post-1.webp");
    expect(usable("https://images.example.com/a.webp")).toBe("https://images.example.com/a.webp");
    expect(usable("https://CDN.example.org/b.avif")).toBe("https://CDN.example.org/b.avif");
  });

  it("treats anything else as no image, so the page falls back instead of failing", async () => {
    const usable = await loadWithHosts("images.example.com");
    for (const url of [
      null,
      "",
      "https://elsewhere.example.net/a.webp",
      "http://images.example.com/a.webp",
      "//images.example.com/a.webp",
      "/\\elsewhere.example.net/a.webp",
      "/\t/elsewhere.example.net/a.webp",
      "data:image/png;base64,AAAA",
      "not a url",
    ]) {
      expect(usable(url)).toBeNull();
    }
  });
});
