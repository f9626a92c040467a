import { describe, expect, it } from "vitest";
import { serviceCards } from "@/content/home-services";
import { parseServiceDetails } from "./service-details";

describe("parseServiceDetails", () => {
  it("splits on commas, trims and drops blanks", () => {
    expect(parseServiceDetails(" Naming,  Logo systems ,,Guidelines, ")).toEqual([
      "Naming",
      "Logo systems",
      "Guidelines",
    ]);
    expect(parseServiceDetails("")).toEqual([]);
  });

  it("gives every built-in card a bullet list", () => {
    expect(serviceCards.map((card) => card.title)).toEqual([
      "Brand Identity",
      "Creative Design",
      "Digital",
      "Social",
      "Marketing",
      "Multimedia",
      "Strategy",
      "Extended",
    ]);
    for (const card of serviceCards)
      expect(parseServiceDetails(card.details).length).toBeGreaterThan(2);
  });
});
