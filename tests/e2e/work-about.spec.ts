import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/clock";
import { expect, test } from "./support/fixtures";
import { revealAllTiles } from "./support/reveal";

test.describe("about", () => {
  test("shows the heading, subtitle and brand story, without axe violations", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Kursi" })).toBeVisible();
    await expect(
      page.getByText("Every brand has its empty chair. We make sure yours commands attention."),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Every brand has its empty chair" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the emblem, in the first view here, is fetched at once, not when layout finds it", async ({
    page,
  }) => {
    const ringPreload = 'link[rel="preload"][as="image"][href$="/emblem-ring.svg"]';
    await page.goto("/about");
    await expect(page.locator(ringPreload)).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator("[data-emblem-ring]")).not.toHaveAttribute("loading", "lazy");
    // On the home page it is further down: fetched lazily, no preload.
    await page.goto("/");
    await expect(page.locator(ringPreload)).toHaveCount(0);
    await expect(page.locator("[data-emblem-ring]")).toHaveAttribute("loading", "lazy");
  });
});

test.describe("work", () => {
  test("lists every work and filters by category through the URL", async ({ page }) => {
    // Every filter is the same prerendered page: nothing is fetched or prefetched for a chip.
    const filterFetches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("category=")) filterFetches.push(request.url());
    });
    await page.goto("/work");
    await waitForHydration(page, "[data-testid=work-tile]");
    const tiles = page.getByTestId("work-tile");
    await expect(tiles).toHaveCount(7);
    const filters = page.getByRole("navigation", { name: "Filter works by category" });
    await expect(filters.getByRole("link", { name: "All work" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await filters.getByRole("link", { name: "Web & Digital Solutions" }).click();
    await expect(page).toHaveURL(/\/work\?category=web-digital-solutions#works$/);
    await expect(tiles).toHaveCount(1);
    await expect(tiles).toContainText("Ledger");
    await expect(filters.getByRole("link", { name: "Web & Digital Solutions" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await filters.getByRole("link", { name: "All work" }).click();
    await expect(page).toHaveURL(/\/work#works$/);
    await expect(tiles).toHaveCount(7);

    // Back returns to the filtered view.
    await page.goBack();
    await expect(page).toHaveURL(/\/work\?category=web-digital-solutions#works$/);
    await expect(tiles).toHaveCount(1);
    expect(filterFetches).toEqual([]);
  });

  test("a shared filtered link opens filtered, and an unknown category shows everything", async ({
    page,
  }) => {
    await page.goto("/work?category=experiential-marketing");
    await expect(page.getByTestId("work-tile")).toHaveCount(1);
    await page.getByRole("button", { name: /^Play video: The Empty Chair/ }).click();
    await expect(page.getByRole("dialog", { name: /The Empty Chair/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.goto("/work?category=nothing-here");
    await expect(page.getByTestId("work-tile")).toHaveCount(7);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/work");
    await revealAllTiles(page);
    await expectNoAxeViolations(page);
  });
});
