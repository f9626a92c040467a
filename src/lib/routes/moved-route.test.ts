import { describe, expect, it } from "vitest";
import { unredirectedReason } from "./moved-route";

describe("which paths the proxy hands to the redirects", () => {
  it("takes pages, and the old pages of other sites", () => {
    for (const path of ["/about-us", "/old/blog/post-1", "/index.html", "/contact.php", "/a.aspx"])
      expect(unredirectedReason(path), path).toBeNull();
  });
  it("leaves out the site's folders and files, saying why", () => {
    expect(unredirectedReason("/api/x")).toMatch(/under \/api\//);
    expect(unredirectedReason("/media")).toMatch(/under \/media\//);
    expect(unredirectedReason("/uploads/ab/c.webp")).toMatch(/under \/uploads\//);
    expect(unredirectedReason("/brochure.pdf")).toBe(
      "A file (.pdf) is never redirected; old pages (.html, .php, .aspx…) are.",
    );
    // The proxy's matcher is case-sensitive.
    expect(unredirectedReason("/INDEX.HTML")).toMatch(/\.HTML/);
  });
});
