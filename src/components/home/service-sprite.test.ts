import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serviceCards } from "@/content/home-services";
import { contentHash } from "@/lib/content-hash";
import { SERVICE_SPRITE_URL } from "./service-sprite";
import { serviceSpriteSvg } from "./service-sprite-source";

const published = () =>
  readFileSync(path.join(import.meta.dirname, "../../../public", SERVICE_SPRITE_URL), "utf8");

describe("service icon sprite", () => {
  it("is what the generator writes, under a name carrying its hash", () => {
    const svg = published();
    expect(svg).toBe(serviceSpriteSvg());
    expect(SERVICE_SPRITE_URL).toBe(`/icons/services.${contentHash(svg)}.svg`);
  });

  it("has a symbol for every service card's icon, stroked in the text colour", () => {
    const svg = published();
    for (const { icon } of serviceCards) {
      expect(svg).toMatch(
        new RegExp(`<symbol id="${icon}" viewBox="0 0 24 24" fill="none" stroke="currentColor"`),
      );
    }
    expect(svg).not.toMatch(/<symbol[^>]* (class|width|height)=/);
  });
});
