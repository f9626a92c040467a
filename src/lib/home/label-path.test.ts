import { describe, expect, it } from "vitest";
import { categoryPaths } from "@/content/categories/paths";
import { pageCatalogue } from "@/content/page-catalogue";
import { pairings } from "@/content/pairings";
import { resolveLabelPath, selectorChips } from "./label-path";
import { decideRoute } from "@/lib/routes/decide-route";
import { audienceLabels, designLabels } from "./selector-rotation";

const catalogue = [
  { name: "Brand Identity", path: "/BrandIdentity" },
  { name: "Startups", path: "/NicheEmerging" },
];

describe("resolveLabelPath", () => {
  it("matches a catalogue name, ignoring case and surrounding space", () => {
    expect(resolveLabelPath("brand identity", catalogue)).toBe("/BrandIdentity");
    expect(resolveLabelPath("  STARTUPS ", catalogue)).toBe("/NicheEmerging");
  });

  it("matches a catalogue path, with or without its slash", () => {
    expect(resolveLabelPath("brandidentity", catalogue)).toBe("/BrandIdentity");
    expect(resolveLabelPath("/nicheemerging", catalogue)).toBe("/NicheEmerging");
  });

  it("otherwise strips everything but letters and digits", () => {
    expect(resolveLabelPath("Energy & Environment", catalogue)).toBe("/EnergyEnvironment");
    expect(resolveLabelPath("Web 3.0 Labs!", catalogue)).toBe("/Web30Labs");
  });
});

describe("selectorChips", () => {
  it("pairs each label, once and in first-seen order, with the page the rule gives it", () => {
    const chips = selectorChips(
      [
        { design: "Brand Identity", audiences: ["Startups", "Banks"] },
        { design: "Web 3.0 Labs!", audiences: ["Banks", "startups"] },
      ],
      catalogue,
    );
    expect(chips).toEqual({
      design: [
        { label: "Brand Identity", href: "/BrandIdentity" },
        { label: "Web 3.0 Labs!", href: "/Web30Labs" },
      ],
      audience: [
        { label: "Startups", href: "/NicheEmerging" },
        { label: "Banks", href: "/Banks" },
        { label: "startups", href: "/NicheEmerging" },
      ],
    });
  });
});

describe("the selector's chips", () => {
  const chips = [...designLabels(pairings), ...audienceLabels(pairings)];

  it("has eight pairings of two to three audiences", () => {
    expect(pairings).toHaveLength(8);
    for (const pairing of pairings) {
      expect(pairing.audiences.length).toBeGreaterThanOrEqual(2);
      expect(pairing.audiences.length).toBeLessThanOrEqual(3);
    }
  });

  it.each(chips)("%s lands on a category page of the route table", (label) => {
    const path = resolveLabelPath(label, pageCatalogue);
    // Which service and industry pages exist is content: the category route serves them.
    expect(decideRoute(path)).toEqual({ kind: "content" });
    expect(categoryPaths).toContain(path.slice(1));
  });

  it("lists every catalogue entry at a page of the route table", () => {
    for (const { path } of pageCatalogue)
      expect(decideRoute(path).kind, path).toMatch(/^(page|content)$/);
    for (const path of categoryPaths) {
      expect(pageCatalogue.some((entry) => entry.path === `/${path}`)).toBe(true);
    }
  });
});
