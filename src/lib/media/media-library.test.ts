import { describe, expect, it } from "vitest";
import {
  cleanMediaName,
  describeMediaRevision,
  formatBytes,
  type MediaAltRevision,
  mediaAltFor,
  mediaAltSchema,
  mediaRestoreSchema,
  resolveAlt,
} from "./media-library";

describe("formatBytes", () => {
  it("writes sizes as a file manager does", () => {
    expect(formatBytes(1)).toBe("1 byte");
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1024)).toBe("1 KB");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(88_000)).toBe("86 KB");
    expect(formatBytes(1_468_006)).toBe("1.4 MB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
  });
});

describe("cleanMediaName", () => {
  it("keeps the last part of the name, without control characters", () => {
    expect(cleanMediaName("C:\\Users\\mira\\hero shot.jpg")).toBe("hero shot.jpg");
    expect(cleanMediaName("a/b/c.png")).toBe("c.png");
    expect(cleanMediaName("bad\u0000\nname.png")).toBe("badname.png");
    expect(cleanMediaName("   ")).toBeUndefined();
    expect(cleanMediaName(null)).toBeUndefined();
    expect(cleanMediaName("x".repeat(300))).toHaveLength(200);
  });
});

describe("mediaAltSchema", () => {
  it("trims alt text and refuses what is too long or not one line", () => {
    expect(mediaAltSchema.parse({ alt: "  A red chair  " })).toEqual({ alt: "A red chair" });
    expect(mediaAltSchema.safeParse({ alt: "x".repeat(301) }).success).toBe(false);
    expect(mediaAltSchema.safeParse({ alt: "two\nlines" }).success).toBe(false);
    expect(mediaAltSchema.safeParse({ alt: 3 }).success).toBe(false);
  });
});

describe("alt text precedence", () => {
  const alts = { "0123456789abcdef0123456789abcdef.webp": "A red chair in an empty room" };
  const url = "/uploads/0123456789abcdef0123456789abcdef.webp";

  it("finds the library's alt text by the file's key, whatever the address", () => {
    expect(mediaAltFor(alts, url)).toBe("A red chair in an empty room");
    expect(mediaAltFor(alts, `https://bucket.example/${url.slice(9)}`)).toBe(
      "A red chair in an empty room",
    );
    expect(mediaAltFor(alts, "/uploads/ffffffffffffffffffffffffffffffff.webp")).toBeUndefined();
    expect(mediaAltFor(alts, "/uploads/constructor")).toBeUndefined();
    expect(mediaAltFor(alts, null)).toBeUndefined();
  });

  it("puts the place's own alt text first, then the library's, then the place's default", () => {
    expect(resolveAlt(alts, url, { written: "Our studio", fallback: "Portrait" })).toBe(
      "Our studio",
    );
    expect(resolveAlt(alts, url, { written: "  ", fallback: "Portrait" })).toBe(
      "A red chair in an empty room",
    );
    expect(resolveAlt(alts, "/media/team/member-1.webp", { fallback: "Portrait" })).toBe(
      "Portrait",
    );
    expect(resolveAlt(alts, "/media/works/a.webp")).toBe("");
  });
});

describe("the alt text history", () => {
  const revision = (values: Partial<MediaAltRevision>): MediaAltRevision => ({
    id: "r1",
    number: 1,
    alt: "",
    origin: "saved",
    restoredFrom: null,
    createdAt: "2026-11-28T02:00:00.000Z",
    ...values,
  });
  const time = (iso: string) => `at ${iso.slice(11, 16)}`;

  it("says where each text came from", () => {
    expect(describeMediaRevision(revision({ origin: "earlier" }), time)).toBe(
      "Before the first save",
    );
    expect(describeMediaRevision(revision({}), time)).toBe("Saved");
    expect(
      describeMediaRevision(
        revision({ origin: "restored", restoredFrom: "2026-11-27T09:30:00.000Z" }),
        time,
      ),
    ).toBe("Restored from at 09:30");
  });

  it("takes a restore's request only as the server makes its ids, and an alt text as shown", () => {
    const request = { id: "File1", revisionId: "Rev2", shownAlt: "A red chair" };
    expect(mediaRestoreSchema.safeParse(request).success).toBe(true);
    expect(mediaRestoreSchema.safeParse({ ...request, shownAlt: "" }).success).toBe(true);
    expect(mediaRestoreSchema.safeParse({ ...request, id: "../x" }).success).toBe(false);
    expect(mediaRestoreSchema.safeParse({ ...request, revisionId: "x".repeat(33) }).success).toBe(
      false,
    );
    expect(mediaRestoreSchema.safeParse({ ...request, shownAlt: "x".repeat(301) }).success).toBe(
      false,
    );
    expect(mediaRestoreSchema.safeParse({ ...request, shownAlt: 7 }).success).toBe(false);
  });
});
