/**
 * Bytes transferred for a page read to its end on a phone (issue 28): the system Chromium at
 * 375 px wide (2x, as the e2e mobile project), scrolled to the bottom so that every lazy image
 * loads, the bytes on the wire summed by type from the DevTools protocol.
 *   npm run bench:bytes -- /thought-hub/<id>    (or @post-with-images, the bench's own post)
 * Against BENCH_URL, or a production server started from the last build like bench:lighthouse.
 */
import { chromium } from "@playwright/test";
import { resolveRoutes, routesFromArgs, startBenchTarget } from "./server";

const VIEWPORT = { width: 375, height: 812 };
const DEVICE_SCALE_FACTOR = 2;

type Totals = Map<string, { count: number; bytes: number }>;

async function measure(url: string): Promise<Totals> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: DEVICE_SCALE_FACTOR,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const types = new Map<string, string>();
    const totals: Totals = new Map();
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
    cdp.on("Network.loadingFinished", (event) => {
      const type = types.get(event.requestId) ?? "Other";
      const total = totals.get(type) ?? { count: 0, bytes: 0 };
      totals.set(type, { count: total.count + 1, bytes: total.bytes + event.encodedDataLength });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    // Read to the end: each step brings the next lazy images into range.
    for (let step = 0; step < 60; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    return totals;
  } finally {
    await browser.close();
  }
}

async function main() {
  const routes = await resolveRoutes(routesFromArgs([]));
  if (routes.length === 0) throw new Error("name a page: npm run bench:bytes -- /path");
  const target = await startBenchTarget();
  try {
    for (const route of routes) {
      const totals = await measure(`${target.baseUrl}${route}`);
      const rows = [...totals].map(([type, { count, bytes }]) => ({
        route,
        type,
        requests: count,
        KB: Math.round(bytes / 1024),
      }));
      const all = rows.reduce((sum, row) => sum + row.KB, 0);
      console.table([...rows, { route, type: "total", requests: "", KB: all }]);
    }
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
