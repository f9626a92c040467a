import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./clock";

/** Scrolls every work tile into view and waits until each has finished fading in. */
export async function revealAllTiles(page: Page) {
  const tiles = page.getByTestId("work-tile");
  for (const tile of await tiles.all()) await tile.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      tiles.evaluateAll((all) => all.every((tile) => getComputedStyle(tile).opacity === "1")),
    )
    .toBe(true);
}

/**
 * Pauses the home page's rotating words (with their own pause button, as a visitor would) and
 * waits for the last swap to finish, so that contrast checks never read a word mid-fade.
 */
export async function holdRotatingWords(page: Page) {
  await waitForHydration(page, "[data-testid=floating-selector]");
  await page.getByRole("button", { name: "Pause rotating words" }).click();
  await expect(page.getByRole("button", { name: "Play rotating words" })).toBeVisible();
  await page
    .getByTestId("floating-selector")
    .evaluate((selector) =>
      Promise.all(selector.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
}

/**
 * Waits until every animation that ends (not the endless ones, like a spinning emblem) inside
 * `locator` has finished, so that a contrast check never reads an element mid-fade, such as the
 * selector's chips rising in one after another.
 */
export async function finishAnimations(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
