import type { Page, Response } from "@playwright/test";
import { waitForHydration } from "./support/clock";
import { expect, test } from "./support/fixtures";

/** Any fixed date: the page's clock starts there, then stands still from CLOCK_PAUSED on. */
const CLOCK_START = new Date("2026-01-05T09:00:00Z");
const CLOCK_PAUSED = new Date("2026-01-05T09:01:00Z");

/**
 * The spec's splash: shown until load plus 1 s, then a 0.5 s fade. Called right after the load
 * with the page's clock paused, so each step is exact.
 */
async function expectSplashToLeaveAtLoadPlusOneSecond(page: Page) {
  const splash = page.getByTestId("splash");
  const state = () => page.evaluate(() => document.documentElement.dataset.splash ?? null);
  await page.clock.runFor(999);
  expect(await state()).toBe("on");
  await expect(splash).toBeVisible();
  await expect(splash).toHaveCSS("opacity", "1");
  await page.clock.runFor(1);
  await expect.poll(state).toBe("leaving");
  await expect(splash).toHaveCSS("transition-duration", "0.5s");
  await page.clock.runFor(499);
  expect(await state()).toBe("leaving");
  await page.clock.runFor(1);
  await expect.poll(state).toBeNull();
  await expect(splash).toBeHidden();
}

const isMobile = (projectName: string) => projectName === "mobile";

test.describe("navigation", () => {
  test("links lead to every section", async ({ page }, testInfo) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    if (isMobile(testInfo.project.name)) {
      await nav.getByRole("button", { name: "Open menu" }).click();
    }
    for (const [label, href] of [
      ["Work", "/work"],
      ["About", "/about"],
      ["Blogs", "/thought-hub"],
      ["Contact", "/contact"],
    ] as const) {
      await expect(page.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(page.getByRole("link", { name: /home$/ }).first()).toHaveAttribute("href", "/");
  });

  test("mobile menu opens, closes on a link click and on a route change", async ({
    page,
  }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), "the toggle menu exists on small screens");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    // A route change from elsewhere (the logo) also closes an open menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("link", { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("desktop shows the links inline without a toggle", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "inline links are for wide screens");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });

  test("turns translucent with a shadow past 50 px of scroll", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const header = page.locator("[data-site-header]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });
});

test.describe("scrolling on route and hash changes", () => {
  test("a hash in the address scrolls to its element", async ({ page }) => {
    await page.goto("/about#site-footer");
    await expect(page.locator("#site-footer")).toBeInViewport();
  });

  test("a hash change scrolls to its element, an unknown hash to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => (window.location.hash = "site-footer"));
    await expect(page.locator("#site-footer")).toBeInViewport();
    // The browser itself leaves the page where it is for a hash that names nothing; the site's
    // scroll manager listens only once React has mounted it, after hydration. So each attempt
    // names another unknown element, until the page answers one by going to the top.
    let attempt = 0;
    await expect
      .poll(async () => {
        await page.evaluate(
          (hash) => (window.location.hash = hash),
          `no-such-element-${attempt++}`,
        );
        return page.evaluate(() => window.scrollY);
      })
      .toBe(0);
  });

  test("a hash that is not valid percent-encoding leaves the page whole, at the top", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/#%E0%A4%A");
    await waitForHydration(page, "[data-testid=floating-selector]");
    await expect(page.getByRole("heading", { level: 1, name: /Positioned/ })).toBeVisible();
    await page.evaluate(() => (window.location.hash = "%E0%A4%A"));
    await expect(page.getByRole("heading", { level: 1, name: /Positioned/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test("anchors below sections laid out on approach land under the navigation", async ({
    page,
  }) => {
    // On the home page the sections between the first screen and these targets wait to be laid
    // out until they come near, at estimated heights until then. Estimates far off the mark
    // (a phone in landscape, longer copy) must not make a scroll stop short.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent =
          ".render-when-near { --render-size: 300rem !important; --render-size-md: 300rem !important; }";
        document.head.append(style);
      });
    });
    const landed = (id: string) =>
      page.evaluate((id) => {
        const target = document.getElementById(id);
        if (!target) return "missing";
        const top = Math.round(target.getBoundingClientRect().top);
        const atEnd =
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        // scroll-margin-top: the navigation's height plus 1rem.
        const margin = parseFloat(getComputedStyle(target).scrollMarginTop);
        return Math.abs(top - margin) <= 2 || (atEnd && top > 0) ? "landed" : `top at ${top}`;
      }, id);

    await page.goto("/#team-title");
    await expect.poll(() => landed("team-title")).toBe("landed");

    await page.goto("/");
    await waitForHydration(page, "[data-testid=floating-selector]");
    await page.evaluate(() => (window.location.hash = "testimonials-title"));
    await expect.poll(() => landed("testimonials-title")).toBe("landed");
    await page.evaluate(() => (window.location.hash = "site-footer"));
    await expect.poll(() => landed("site-footer")).toBe("landed");
  });

  test("a route change starts the new page at the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("#site-footer").getByRole("link", { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});

test.describe("smooth scrolling", () => {
  test("the wheel scrolls smoothly, and a page at rest draws no frames", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "touch scrolling is the browser's own");
    // Counts the animation frames the page asks for.
    await page.addInitScript(() => {
      const counted = window as Window & { frameRequests?: number };
      counted.frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.frameRequests = (counted.frameRequests ?? 0) + 1;
        return request(callback);
      };
    });
    const framesRequestedWithin = (ms: number) =>
      page.evaluate(async (ms) => {
        const counted = window as Window & { frameRequests?: number };
        const before = counted.frameRequests ?? 0;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return (counted.frameRequests ?? 0) - before;
      }, ms);

    await page.goto("/about");
    // Lenis marks the document once it has started (when the page is idle after hydration).
    await expect(page.locator("html")).toHaveClass(/\blenis\b/);
    expect(await framesRequestedWithin(1000)).toBeLessThan(5);

    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Once the scroll has settled, the frames stop again.
    await expect.poll(() => framesRequestedWithin(500)).toBeLessThan(3);

    // A scroll the page asks for gets its frames too: a filter chip scrolls to the grid.
    await page.goto("/work");
    await expect(page.locator("html")).toHaveClass(/\blenis\b/);
    await page
      .getByRole("navigation", { name: "Filter works by category" })
      .getByRole("link", { name: "Web & Digital Solutions" })
      .click();
    const gridTop = () =>
      page.evaluate(() => document.getElementById("works")?.getBoundingClientRect().top ?? -1);
    await expect.poll(gridTop).toBeLessThan(120);
    expect(await gridTop()).toBeGreaterThanOrEqual(0);
    await expect.poll(() => framesRequestedWithin(500)).toBeLessThan(3);
  });
});

test.describe("splash", () => {
  test.use({ showSplash: true });

  test("shows once per browser session, until load plus 1 s, then gets out of the way", async ({
    page,
  }) => {
    // The page's clock stands still, so timers fire only when the test moves it: the splash's
    // own timer starts at load, and the moves below count from there.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_PAUSED);
    await page.goto("/");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    // The page underneath is already rendered: the headline is in the document.
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await expectSplashToLeaveAtLoadPlusOneSecond(page);

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(splash).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBeUndefined();
  });

  test("leaves by itself when the page's JavaScript fails to load", async ({ page }) => {
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_PAUSED);
    await page.goto("/");
    await expect(page.getByTestId("splash")).toBeVisible();
    await expectSplashToLeaveAtLoadPlusOneSecond(page);
  });

  test("never shows with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByTestId("splash")).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.splash)).toBeUndefined();
  });
});

test.describe("cursor follower", () => {
  test("follows a fine pointer at 1024 px and wider, never blocking clicks", async ({
    page,
  }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "wide screens only");
    await page.goto("/");
    await page.mouse.move(400, 300);
    const follower = page.getByTestId("cursor-follower");
    await expect(follower).toBeVisible();
    await expect(follower).toHaveCSS("pointer-events", "none");
    await expect(follower).toHaveAttribute("aria-hidden", "true");

    const link = page.getByRole("link", { name: "Explore Our Work" });
    const box = await link.boundingBox();
    if (!box) throw new Error("link has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/work$/);
  });

  test("is absent below 1024 px", async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), "checked by resizing the desktop window");
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto("/");
    await page.mouse.move(300, 300);
    await expect(page.getByTestId("cursor-follower")).toHaveCount(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.mouse.move(320, 320);
    await expect(page.getByTestId("cursor-follower")).toBeVisible();
  });

  test("is absent on touch screens and with reduced motion", async ({ page }, testInfo) => {
    if (!isMobile(testInfo.project.name)) await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.mouse.move(200, 200);
    await expect(page.getByTestId("cursor-follower")).toHaveCount(0);
  });
});

test.describe("display font", () => {
  const fontFile = (url: string) => url.match(/\/fonts\/(fraunces-[a-z0-9-]+)\./)?.[1];
  const loadedFaces = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      // Fraunces's own files; the size-adjusted fallback (a local face) loads whenever text is
      // drawn before them, which depends on timing, not on what was fetched.
      return [...document.fonts]
        .filter((face) => face.family.replaceAll('"', "") === "Fraunces")
        .filter((face) => face.status === "loaded")
        .map(
          (face) => `${face.weight} ${face.unicodeRange.startsWith("U+20-7E") ? "core" : "latin"}`,
        )
        .sort();
    });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the stylesheet fetches only the semibold core, even for regular-weight text", async ({
      page,
    }) => {
      const fetched = new Set<string>();
      page.on("requestfinished", (request) => {
        const name = fontFile(request.url());
        if (name) fetched.add(name);
      });
      await page.goto("/");
      // The brand story's quote is set in the regular weight.
      await expect(page.getByText(/^“Design is not decoration/)).toHaveCSS("font-weight", "400");
      expect(await loadedFaces(page)).toEqual(["600 core"]);
      expect([...fetched]).toEqual(["fraunces-core-600"]);
    });
  });

  test("the regular weight arrives once the page is interactive and draws the quotes", async ({
    page,
  }) => {
    const regular = page.waitForEvent("requestfinished", (request) =>
      request.url().includes("/fonts/fraunces-core-400."),
    );
    await page.goto("/");
    await regular;
    await expect.poll(() => loadedFaces(page)).toEqual(["400 core", "600 core"]);
  });

  test("letters outside the core fetch the full Latin file for their weight", async ({ page }) => {
    await page.goto("/work");
    await page.evaluate(() => document.fonts.ready);
    // Added only once React has taken the page over: a node it did not render, found while
    // hydrating, is a mismatch (React error 418).
    await waitForHydration(page, "main");
    // A heading the copy does not have (a blog title, say) with letters outside the core. It goes
    // at the end of the body, outside anything React renders again.
    const loaded = page.waitForEvent("requestfinished", (request) =>
      request.url().includes("/fonts/fraunces-latin."),
    );
    await page.evaluate(() => {
      const heading = document.createElement("h2");
      heading.className = "font-display text-title font-semibold";
      heading.textContent = "Zürich, São Paulo";
      document.body.append(heading);
    });
    await loaded;
    expect(await loadedFaces(page)).toContain("600 latin");
  });
});

test.describe("footer", () => {
  test("carries every list of the spec", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("#site-footer");
    await expect(
      footer.getByText(/^Positioning brands to lead through strategic thinking/),
    ).toBeVisible();
    for (const [label, href] of [
      ["Brand Identity", "/BrandIdentity"],
      ["Creative Design", "/CreativeDesign"],
      ["Digital Presence", "/DigitalPresence"],
      ["Marketing", "/Marketing"],
      ["Consulting", "/Consulting"],
      ["News", "/thought-hub"],
      ["Privacy Policy", "/privacy"],
    ] as const) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    for (const network of ["Instagram", "LinkedIn", "X"]) {
      await expect(
        footer.getByRole("link", { name: new RegExp(`on ${network} `) }),
      ).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /^\+/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByText(/Ahmedabad, Gujarat/)).toBeVisible();
    await expect(footer.getByText(/© 2025/)).toBeVisible();
  });
});

test.describe("unknown paths", () => {
  test("redirect to the home page on the server", async ({ page, request }) => {
    const response = await request.get("/no/such/page?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/$/);

    await page.goto("/definitely-not-a-page");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Positioned");
  });
});

test.describe("script chunks", () => {
  test("every script a page loads asks to be compiled as it arrives", async ({ page }) => {
    // V8's compile hint, on the first line (docs/decisions/0044).
    const HINT = "//# allFunctionsCalledOnLoad\n";
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto("/");
    await waitForHydration(page, "main");
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect((await script.text()).slice(0, HINT.length), script.url()).toBe(HINT);
    }
  });
});

test.describe("security headers", () => {
  test("pages carry a CSP without inline scripts and the other headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });

  test("text responses are compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    await expect(response.text()).resolves.toContain("Positioned");
  });

  test("page data for client navigations streams compressed", async ({ page }) => {
    const payload = page.waitForResponse(
      (response) =>
        (response.headers()["content-type"] ?? "").startsWith("text/x-component") &&
        response.status() === 200,
    );
    await page.goto("/");
    const response = await payload;
    expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
    // The payload still works: a client navigation renders the next page.
    await page.getByRole("link", { name: "Explore Our Work" }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
