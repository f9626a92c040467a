/**
 * Full-page screenshots at 375 px and 1440 px for looking at what was built:
 *   npm run screenshots -- / /work        (server from BENCH_URL or started from the last build)
 * Files land in test-results/screens/.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { routesFromArgs, startBenchTarget } from "./bench/server";

const WIDTHS = [375, 1440];
const OUT = "test-results/screens";

async function main() {
  const routes = routesFromArgs(["/"]);
  const target = await startBenchTarget();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  mkdirSync(OUT, { recursive: true });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
        reducedMotion: process.env.MOTION === "on" ? "no-preference" : "reduce",
      });
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`${target.baseUrl}${route}`, { waitUntil: "load" });
        // Scroll through once so lazy images and in-view animations have run.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        // A server's first request for each optimised image encodes it: wait for every image.
        await page.waitForFunction(() => [...document.images].every((image) => image.complete), {
          timeout: 15_000,
        });
        // A full-page capture paints the whole page in one frame, where sections laid out on
        // approach (.render-when-near) would still be skipped: lay everything out first.
        await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""));
        await page.waitForTimeout(400);
        const name = route === "/" ? "home" : route.slice(1).replace(/[/?=&]/g, "_");
        const file = `${OUT}/${name}-${width}.png`;
        await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
