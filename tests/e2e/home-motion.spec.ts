import { pairings } from "../../src/content/pairings";
import { expectNoAxeViolations } from "./support/axe";
import { finishAnimations } from "./support/reveal";
import { pauseClock, waitForHydration } from "./support/clock";
import { expect, test } from "./support/fixtures";

/** The spec's timings: the selector rotates every 4.5 s, testimonials every 6 s. */
const SELECTOR_ROTATION_MS = 4500;
const TESTIMONIAL_AUTOPLAY_MS = 6000;

const slide = (page: import("@playwright/test").Page) =>
  page.getByRole("group", { name: /of 2$/ }).filter({ visible: true });

test.describe("testimonials carousel", () => {
  test("keeps one height whichever slide shows, so the page below stays put", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Testimonials" });
    await waitForHydration(page, "[aria-roledescription=carousel]");
    const height = () => carousel.evaluate((element) => element.getBoundingClientRect().height);
    const first = await height();
    await carousel.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 2");
    expect(await height()).toBe(first);
  });

  test("autoplays and wraps, jumps by next, previous and dots, pauses on hover and by its control", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Pause rotation" })).toBeVisible();
    await pauseClock(page);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");

    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS);
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 2");
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");

    const carousel = page.getByRole("region", { name: "Testimonials" });
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 2");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");
    await carousel.getByRole("button", { name: "Show testimonial 2" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 2");
    await expect(carousel.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    // Pointer (and focus, from the clicks) inside: no autoplay.
    await carousel.hover();
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS * 3);
    await expect(slide(page)).toHaveAttribute("aria-label", "2 of 2");

    // Pointer and focus gone: autoplay resumes.
    await page.mouse.move(1, 1);
    await page
      .locator("body")
      .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");

    await page.getByRole("button", { name: "Pause rotation" }).click();
    await page.mouse.move(1, 1);
    await page
      .locator("body")
      .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS * 3);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");
    await expect(page.getByRole("button", { name: "Play rotation" })).toBeVisible();
  });
});

test.describe("floating selector", () => {
  const words = pairings.flatMap((pairing) =>
    pairing.audiences.map((audience) => [pairing.design, audience]),
  );

  test("rotates audience first, then service, wrapping after the last pairing", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Pause rotating words" })).toBeVisible();
    await page.mouse.move(1, 1);
    await pauseClock(page);
    for (const [design, audience] of [...words, words[0]!]) {
      await expect(page.getByTestId("selector-design")).toHaveText(design!);
      await expect(page.getByTestId("selector-audience")).toHaveText(audience!);
      await page.clock.runFor(SELECTOR_ROTATION_MS);
    }
  });

  test("moves to the bottom after 200 px of scroll and back", async ({ page }) => {
    await page.goto("/");
    const selector = page.getByTestId("floating-selector");
    const viewport = page.viewportSize()!;
    await expect(selector).toHaveAttribute("data-position", "top");
    expect((await selector.boundingBox())!.y).toBeLessThan(viewport.height / 3);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(selector).toHaveAttribute("data-position", "top");
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect(selector).toHaveAttribute("data-position", "bottom");
    await expect
      .poll(async () => (await selector.boundingBox())!.y)
      .toBeGreaterThan(viewport.height * 0.8);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(selector).toHaveAttribute("data-position", "top");
  });

  test("opens a modal with tabs and chips, locks scroll, closes on Escape and backdrop", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await waitForHydration(page, "[data-testid=floating-selector]");
    const open = page.getByRole("button", { name: /^We do / });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "What can we do for you?" });
    await expect(dialog).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-scroll-locked", "");
    const everything = dialog.getByRole("tab", { name: "Everything" });
    await expect(everything).toHaveAttribute("aria-selected", "true");
    const panel = dialog.getByRole("tabpanel");
    await expect(panel.getByRole("link")).toHaveText([
      ...new Set(pairings.map((pairing) => pairing.design)),
    ]);

    await dialog.getByRole("tab", { name: "Everyone" }).click();
    await expect(dialog.getByRole("tab", { name: "Everyone" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel.getByRole("link")).toHaveText([
      ...new Set(pairings.flatMap((pairing) => pairing.audiences)),
    ]);
    await page.keyboard.press("ArrowLeft");
    await expect(everything).toHaveAttribute("aria-selected", "true");
    await expect(everything).toBeFocused();

    await expect(dialog.getByText("Ready to transform your vision into reality?")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact",
    );
    // The chips rise in one after another after a tab change: check them once they have.
    await finishAnimations(dialog);
    await expectNoAxeViolations(page);

    const close = dialog.getByRole("button", { name: "Close" });
    if (testInfo.project.name === "mobile") await expect(close).toBeVisible();
    else await expect(close).toBeHidden();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked", "");
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test("a chip navigates to its page and closes the modal", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page, "[data-testid=floating-selector]");
    await page.getByRole("button", { name: /^We do / }).click();
    const dialog = page.getByRole("dialog", { name: "What can we do for you?" });
    await dialog.getByRole("tab", { name: "Everyone" }).click();
    const chip = dialog.getByRole("link", { name: "Startups" });
    await expect(chip).toHaveAttribute("href", "/NicheEmerging");
    await chip.click();
    await expect(page).toHaveURL(/\/NicheEmerging$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Niche");
  });
});

test.describe("reduced motion", () => {
  test.use({ showSplash: true });

  test("no splash, no autoplay, no rotation and no spinning", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page, "[data-testid=floating-selector]");
    await pauseClock(page);
    await expect(page.getByTestId("splash")).toBeHidden();
    await expect(page.getByRole("button", { name: "Play rotation" })).toBeVisible();
    const design = await page.getByTestId("selector-design").textContent();
    const audience = await page.getByTestId("selector-audience").textContent();
    await page.clock.runFor(Math.max(TESTIMONIAL_AUTOPLAY_MS, SELECTOR_ROTATION_MS) * 3);
    await expect(slide(page)).toHaveAttribute("aria-label", "1 of 2");
    await expect(page.getByTestId("selector-design")).toHaveText(design!);
    await expect(page.getByTestId("selector-audience")).toHaveText(audience!);
    const ring = page.locator("[data-emblem-ring]");
    await ring.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-spinning=true]")).toHaveCount(1);
    expect(await ring.evaluate((element) => element.getAnimations().length)).toBe(0);
  });
});
