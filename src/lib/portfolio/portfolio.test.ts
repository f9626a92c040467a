import { describe, expect, it } from "vitest";
import { teamMemberInputSchema, workInputSchema } from "./portfolio";

const work = {
  title: "Saffron Thread",
  category: "Brand Identity",
  description: "A weaving family's mark.",
  imageUrl: "/uploads/0123456789abcdef.webp",
  videoUrl: "",
  posterUrl: "",
  background: "cream",
};
const member = {
  name: "Ananya Rao",
  role: "Founder",
  tagline: "One idea worth defending.",
  imageUrl: "/uploads/0123456789abcdef.webp",
};
const BUCKET = "https://media.example.com/0123456789abcdef.webp";

describe("portfolio images", () => {
  it("accept an upload on this site", () => {
    expect(workInputSchema([]).safeParse(work).success).toBe(true);
    expect(teamMemberInputSchema([]).safeParse(member).success).toBe(true);
  });

  it("accept an upload in a bucket served from a host in IMAGE_REMOTE_HOSTS", () => {
    const hosts = ["media.example.com"];
    expect(workInputSchema(hosts).safeParse({ ...work, imageUrl: BUCKET }).success).toBe(true);
    expect(
      workInputSchema(hosts).safeParse({
        ...work,
        videoUrl: "/uploads/0123456789abcdef.mp4",
        posterUrl: BUCKET,
      }).success,
    ).toBe(true);
    expect(teamMemberInputSchema(hosts).safeParse({ ...member, imageUrl: BUCKET }).success).toBe(
      true,
    );
  });

  it("refuse a bucket while its host is not listed", () => {
    expect(
      workInputSchema([]).safeParse({ ...work, imageUrl: BUCKET }).error?.issues[0]?.message,
    ).toBe("Image must be an uploaded image.");
    expect(
      teamMemberInputSchema([]).safeParse({ ...member, imageUrl: BUCKET }).error?.issues[0]
        ?.message,
    ).toBe("Portrait must be an uploaded image.");
  });

  it("refuse other hosts, plain http and paths that leave the site", () => {
    for (const imageUrl of [
      "http://media.example.com/a.webp",
      "https://evil.example/a.webp",
      "/\\evil.example/a.webp",
      "//evil.example/a.webp",
    ]) {
      const result = workInputSchema(["media.example.com"]).safeParse({ ...work, imageUrl });
      expect(result.success, imageUrl).toBe(false);
    }
  });
});
