/**
 * Lighthouse (mobile, default throttling) in the system Chromium against a production server.
 * Prints per route the four category scores, LCP, TBT, CLS, total bytes, JavaScript bytes and
 * Lighthouse's CPU benchmark index for the run.
 * It reports and never fails: thresholds belong in review, not in a flaky gate.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { routesFromArgs, startBenchTarget } from "./server";

const DEFAULT_ROUTES = ["/", "/work", "/about"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type NetworkRequest = { transferSize?: number; resourceType?: string };

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

async function main() {
  const routes = routesFromArgs(DEFAULT_ROUTES);
  const target = await startBenchTarget();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: Record<string, string | number>[] = [];
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    };
    // Warm-up runs fill the server's caches (each page, its optimised images, the best-quality
    // compression of what is served again), as a real visitor after the first would find them.
    // All routes are warmed before any is measured, so that work is not measured alongside.
    for (const route of routes) await lighthouse(`${target.baseUrl}${route}`, flags);
    for (const route of routes) {
      let result = await lighthouse(`${target.baseUrl}${route}`, flags);
      // A run Lighthouse itself could not complete (a protocol timeout, say) scores every
      // category 0; that is a failed measurement, not a figure: run once more, else say so.
      if (result?.lhr.runtimeError) result = await lighthouse(`${target.baseUrl}${route}`, flags);
      if (!result) throw new Error(`no Lighthouse result for ${route}`);
      if (result.lhr.runtimeError) {
        const { code, message } = result.lhr.runtimeError;
        console.log(`${route}: Lighthouse could not measure it (${code}): ${message}`);
        rows.push({ route, performance: `failed: ${code}` });
        continue;
      }
      const { categories, audits } = result.lhr;
      const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] })
        ?.items ?? []) as NetworkRequest[];
      const total = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const script = requests
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        LCP: audits["largest-contentful-paint"]?.displayValue ?? "?",
        TBT: audits["total-blocking-time"]?.displayValue ?? "?",
        CLS: audits["cumulative-layout-shift"]?.displayValue ?? "?",
        bytes: kb(total),
        "JS bytes": kb(script),
        // Lighthouse's measure of this machine's CPU speed: TBT and LCP scale with it, so figures
        // taken at different indexes do not compare (a quiet 2-core runner here reads about 2,000).
        "CPU index": Math.round(result.lhr.environment.benchmarkIndex),
      });
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .map((ref) => audits[ref.id])
        .filter(
          (audit) =>
            audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
      if (failing.length > 0) {
        console.log(`${route}: failing audits: ${failing.map((audit) => audit?.id).join(", ")}`);
      }
    }
  } finally {
    chrome.kill();
    await target.stop();
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0;
});
