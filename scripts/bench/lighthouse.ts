/**
 * Lighthouse (mobile, default throttling) in the system Chromium against a production server.
 * Prints per route the four category scores, LCP, TBT, CLS, total bytes, JavaScript bytes and
 * Lighthouse's CPU benchmark index for the run; with `--runs=N`, each route N times and then the
 * median of each figure, since single runs of the simulation vary with the host;
 * `--throttling=devtools` for throttling applied while loading.
 * It reports and never fails: thresholds belong in review, not in a flaky gate.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./median";
import { POST_WITH_IMAGES, resolveRoutes, routesFromArgs, startBenchTarget } from "./server";

/** Every public page (issue 28): the post is the bench's own, with three large photographs. */
const DEFAULT_ROUTES = [
  "/",
  "/work",
  "/about",
  "/thought-hub",
  POST_WITH_IMAGES,
  "/BrandIdentity",
  "/services",
  "/contact",
  "/privacy",
];
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

/** How many times each route is measured (`--runs=5`); the table adds each route's median. */
function runsFromArgs(): number {
  const arg = process.argv.find((value) => value.startsWith("--runs="));
  const runs = arg ? Number(arg.slice("--runs=".length)) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number: ${arg}`);
  return runs;
}

/**
 * `--throttling=devtools` slows the network and CPU for real while loading, instead of
 * Lighthouse's default simulation from an unthrottled load: slower to run, but not subject to
 * the simulation's sensitivity to what the host happened to do first.
 */
function throttlingFromArgs(): "simulate" | "devtools" {
  const arg = process.argv.find((value) => value.startsWith("--throttling="));
  const method = arg ? arg.slice("--throttling=".length) : "simulate";
  if (method !== "simulate" && method !== "devtools") {
    throw new Error(`--throttling is simulate or devtools: ${arg}`);
  }
  return method;
}

type Measurement = {
  route: string;
  scores: Record<string, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  cpuIndex: number;
};

function row(label: string, run: string, m: Measurement): Record<string, string | number> {
  return {
    route: label,
    run,
    ...m.scores,
    LCP: `${(m.lcpMs / 1000).toFixed(2)} s`,
    FCP: `${(m.fcpMs / 1000).toFixed(2)} s`,
    TBT: `${Math.round(m.tbtMs / 10) * 10} ms`,
    CLS: Number(m.cls.toFixed(3)),
    bytes: kb(m.bytes),
    "JS bytes": kb(m.scriptBytes),
    // Lighthouse's measure of this machine's CPU speed: TBT and LCP scale with it, so figures
    // taken at different indexes do not compare (a quiet 2-core runner here reads about 2,000).
    "CPU index": Math.round(m.cpuIndex),
  };
}

/** The median of each figure on its own (as Lighthouse advises for its run-to-run variance). */
function medianOf(all: Measurement[]): Measurement {
  const first = all[0];
  if (!first) throw new Error("no measurements");
  const of = (pick: (m: Measurement) => number) => median(all.map(pick));
  return {
    route: first.route,
    scores: Object.fromEntries(
      Object.keys(first.scores).map((id) => [id, of((m) => m.scores[id] ?? 0)]),
    ),
    lcpMs: of((m) => m.lcpMs),
    fcpMs: of((m) => m.fcpMs),
    tbtMs: of((m) => m.tbtMs),
    cls: of((m) => m.cls),
    bytes: of((m) => m.bytes),
    scriptBytes: of((m) => m.scriptBytes),
    cpuIndex: of((m) => m.cpuIndex),
  };
}

async function main() {
  const runs = runsFromArgs();
  const routes = await resolveRoutes(routesFromArgs(DEFAULT_ROUTES));
  const target = await startBenchTarget();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const measured = new Map<string, Measurement[]>(routes.map((route) => [route, []]));
  const rows: Record<string, string | number>[] = [];
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: throttlingFromArgs(),
    };
    // Warm-up runs fill the server's caches (each page, its optimised images, the best-quality
    // compression of what is served again), as a real visitor after the first would find them.
    // All routes are warmed before any is measured, so that work is not measured alongside.
    for (const route of routes) await lighthouse(`${target.baseUrl}${route}`, flags);
    // Routes take turns, so a slow spell of the host does not fall on one route's runs.
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        let result = await lighthouse(`${target.baseUrl}${route}`, flags);
        // A run Lighthouse itself could not complete (a protocol timeout, say) scores every
        // category 0; that is a failed measurement, not a figure: run once more, else say so.
        if (result?.lhr.runtimeError) result = await lighthouse(`${target.baseUrl}${route}`, flags);
        if (!result) throw new Error(`no Lighthouse result for ${route}`);
        if (result.lhr.runtimeError) {
          const { code, message } = result.lhr.runtimeError;
          console.log(`${route}: Lighthouse could not measure it (${code}): ${message}`);
          rows.push({ route, run: String(run), performance: `failed: ${code}` });
          continue;
        }
        const { categories, audits } = result.lhr;
        const requests = ((audits["network-requests"]?.details as { items?: NetworkRequest[] })
          ?.items ?? []) as NetworkRequest[];
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const measurement: Measurement = {
          route,
          scores: Object.fromEntries(
            ["performance", "accessibility", "best-practices", "seo"].map((id) => [id, score(id)]),
          ),
          lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
          fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          bytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          scriptBytes: requests
            .filter((item) => item.resourceType === "Script")
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          cpuIndex: result.lhr.environment.benchmarkIndex,
        };
        measured.get(route)?.push(measurement);
        rows.push(row(route, String(run), measurement));
        const failing = Object.values(categories)
          .flatMap((category) => category.auditRefs)
          .map((ref) => audits[ref.id])
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode === "binary",
          );
        if (failing.length > 0) {
          console.log(`${route}: failing audits: ${failing.map((audit) => audit?.id).join(", ")}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await target.stop();
  }
  if (runs > 1) {
    for (const [route, all] of measured) {
      if (all.length > 0) rows.push(row(route, `median of ${all.length}`, medianOf(all)));
    }
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0;
});
