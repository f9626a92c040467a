import { waitForHydration } from "./support/clock";
import { expect, test } from "./support/fixtures";
import { revealAllTiles } from "./support/reveal";

/*
 * The spec's durations, read from what the browser computes, each written here as the spec gives
 * it: a test that read the component's own constant would pass whatever the constant said.
 */

test.describe("motion timings", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the same styles on every screen");
    await page.emulateMedia({ reducedMotion: "no-preference" });
  });

  test("the selector's words swap in 0.75 s; its modal fades in 0.3 s, chips 0.08 s apart", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page, "[data-testid=floating-selector]");
    // The first swap, 4.5 s in.
    await page.clock.runFor(4500);
    await expect(page.getByTestId("selector-audience")).toHaveCSS("animation-duration", "0.75s");
    await expect(page.getByTestId("selector-design")).toHaveCSS("animation-duration", "0.75s");

    await page.getByRole("button", { name: /^We do / }).click();
    const dialog = page.getByRole("dialog", { name: "What can we do for you?" });
    await expect(dialog).toBeVisible();
    const fades = await dialog.evaluate((element) =>
      getComputedStyle(element).transitionDuration.split(", "),
    );
    expect(new Set(fades)).toEqual(new Set(["0.3s"]));
    const chips = dialog.getByRole("tabpanel").getByRole("listitem");
    const timings = await chips.evaluateAll((all) =>
      all.slice(0, 3).map((chip) => {
        const style = getComputedStyle(chip);
        return [style.animationDuration, style.animationDelay];
      }),
    );
    expect(timings).toEqual([
      ["0.3s", "0s"],
      ["0.3s", "0.08s"],
      ["0.3s", "0.16s"],
    ]);
  });

  test("a service card resizes in 0.28 s", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "li.service-card");
    await page.getByRole("button", { name: "Brand Identity", exact: true }).click();
    await expect(page.getByRole("button", { name: "Brand Identity", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--service-card-resize"),
      ),
    ).toBe("0.28s");
  });

  test("the emblem's ring turns once every 10 s", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-emblem-ring]").first()).toHaveCSS("animation-duration", "10s");
  });

  test("work tiles fade in 0.03 s apart; a video is at most 80% of the viewport high", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page, "[data-testid=work-tile]");
    await revealAllTiles(page);
    const delays = await page
      .getByTestId("work-tile")
      .evaluateAll((all) => all.map((tile) => getComputedStyle(tile).transitionDelay));
    expect(delays.slice(0, 4)).toEqual(["0s", "0.03s", "0.06s", "0.09s"]);

    await page.getByRole("button", { name: /^Play video: Saffron Thread/ }).click();
    const video = page.locator("dialog video");
    await expect(video).toBeVisible();
    const viewportHeight = page.viewportSize()!.height;
    await expect(video).toHaveCSS("max-height", `${viewportHeight * 0.8}px`);
  });

  test("a work tile fades in once 28% of it is in view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "[data-testid=work-tile]");
    const tile = page.getByTestId("work-tile").last();
    await expect(tile).toHaveAttribute("data-reveal", "hidden");
    const viewportHeight = page.viewportSize()!.height;
    // Scrolls so that `share` of the tile's height is above the bottom of the viewport.
    const showShare = (share: number) =>
      tile.evaluate(
        (element, { share, viewportHeight }) => {
          const box = element.getBoundingClientRect();
          window.scrollTo(0, window.scrollY + box.top - viewportHeight + box.height * share);
          return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
        },
        { share, viewportHeight },
      );
    await showShare(-0.5);
    await showShare(0.25);
    await expect(tile).toHaveAttribute("data-reveal", "hidden");
    await showShare(0.31);
    await expect(tile).toHaveAttribute("data-reveal", "revealed");
  });
});
