import { describe, expect, it } from "vitest";
import { pageCatalogue } from "@/content/page-catalogue";
import {
  DEFAULT_SELECTOR_PAIRS,
  DEFAULT_SERVICE_CARDS,
  selectorPairsSchema,
  serviceCardsSchema,
} from "./home-content";

const pairs = selectorPairsSchema(pageCatalogue);

describe("the selector's pairs", () => {
  it("accept the shipped pairs: every chip lands on a page", () => {
    expect(pairs.safeParse(DEFAULT_SELECTOR_PAIRS).success).toBe(true);
  });

  it("accept a page's name, its path or another name it is known by, in any casing", () => {
    const result = pairs.safeParse({
      pairs: [{ design: "brand identity", audiences: ["Healthcare", "/Finance", "hospitals"] }],
    });
    expect(result.success).toBe(true);
  });

  it("refuse a word that names no page, beside that word", () => {
    const result = pairs.safeParse({
      pairs: [{ design: "Brand Identity", audiences: ["Startups", "Plumbers"] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["pairs", 0, "audiences", 1],
        message: "“Plumbers” names no page of the site: use a page's name.",
      }),
    ]);
  });

  it("need one pair with one audience at least", () => {
    expect(pairs.safeParse({ pairs: [] }).success).toBe(false);
    expect(pairs.safeParse({ pairs: [{ design: "Marketing", audiences: [] }] }).success).toBe(
      false,
    );
  });
});

describe("the service cards", () => {
  it("accept the shipped cards", () => {
    expect(serviceCardsSchema.safeParse(DEFAULT_SERVICE_CARDS).success).toBe(true);
  });

  it("refuse an icon the sprite lacks and details with no item", () => {
    const [first, second] = DEFAULT_SERVICE_CARDS.cards;
    const result = serviceCardsSchema.safeParse({
      cards: [
        { ...first, icon: "rocket" },
        { ...second, details: " , " },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "cards.0.icon",
      "cards.1.details",
    ]);
  });

  it("refuse two cards with one id, beside the second", () => {
    const [first, second] = DEFAULT_SERVICE_CARDS.cards;
    const result = serviceCardsSchema.safeParse({ cards: [first, { ...second, id: first!.id }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["cards", 1, "id"], message: "Ids must differ." }),
    ]);
  });
});
