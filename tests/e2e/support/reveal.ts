import { expect, type Page } from "@playwright/test";

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
