import { describe, expect, it } from "vitest";
import { categories } from "@/content/categories/categories";
import { resolveDynamicPath } from "../routes/resolve-path";
import {
  categoryPageSchema,
  findPublishedPage,
  mergePages,
  SHIPPED_PAGES,
  shippedPage,
  toCategoryEntry,
} from "./category-page";

const finance = shippedPage("finance")!;
const added = {
  ...finance,
  path: "WebDesign",
  name: "Web Design",
  kind: "service" as const,
  image: "/uploads/ab/cd.webp",
};

describe("the service and industry pages", () => {
  it("are the 21 shipped ones on a fresh install, exactly as the content modules say", () => {
    expect(SHIPPED_PAGES).toHaveLength(21);
    expect(SHIPPED_PAGES.map(toCategoryEntry)).toEqual(categories);
    expect(mergePages([])).toEqual(SHIPPED_PAGES);
  });

  it("take a saved page in its place, and add new ones after, by path", () => {
    const pages = mergePages([added, { ...finance, name: "Fintech" }]);
    expect(pages).toHaveLength(22);
    expect(pages.find((page) => page.path === "Finance")?.name).toBe("Fintech");
    expect(pages.at(-1)?.path).toBe("WebDesign");
  });

  it("check a page: a path, a title, a card with items; a new page brings its own image", () => {
    const schema = categoryPageSchema([]);
    expect(schema.safeParse(finance).success).toBe(true);
    expect(schema.safeParse(added).success).toBe(true);
    const errors = (value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ ...added, image: "" })).toEqual({
      image: "Upload a hero image: a new page has no artwork of its own.",
    });
    expect(errors({ ...added, path: "web design" })).toEqual({
      path: "A path is a letter, then letters, digits or dashes, at most 60 (like WebDesign).",
    });
    expect(
      errors({ ...finance, name: " ", details: [{ title: "", subtitle: "", items: [] }] }),
    ).toEqual({
      name: "Title is required.",
      "details.0.items": "Give the card at least one item.",
    });
    expect(errors({ ...finance, image: "https://elsewhere.example/x.png" })).toEqual({
      image: "The hero image must be an uploaded image.",
    });
  });
});

describe("what the category route does with one segment", () => {
  const pages = mergePages([added, { ...finance, published: false }]);
  const routes = {
    pages,
    redirects: [{ from: "/old-finance", to: "/Technology", permanent: true }],
  };
  it("serves a published page at its path, and moves other casings there for good", () => {
    expect(findPublishedPage(pages, "WebDesign")?.name).toBe("Web Design");
    expect(resolveDynamicPath("/WebDesign", routes)).toEqual({ kind: "page" });
    expect(resolveDynamicPath("/webdesign", routes)).toEqual({
      kind: "redirect",
      location: "/WebDesign",
      permanent: true,
    });
  });
  it("sends an unpublished page's path and unknown ones home, unless a redirect catches them", () => {
    expect(findPublishedPage(pages, "Finance")).toBeUndefined();
    const home = { kind: "redirect", location: "/", permanent: false };
    expect(resolveDynamicPath("/Finance", routes)).toEqual(home);
    expect(resolveDynamicPath("/nowhere", routes)).toEqual(home);
    expect(resolveDynamicPath("/Old-Finance", routes)).toEqual({
      kind: "redirect",
      location: "/Technology",
      permanent: true,
    });
  });
});
