/**
 * HTTP load with autocannon against a production server: requests per second and latency
 * percentiles per route. Bounded in time and connections; only ever targets loopback or
 * BENCH_URL.
 */
import autocannon from "autocannon";
import { routesFromArgs, startBenchTarget } from "./server";

const DEFAULT_ROUTES = ["/", "/thought-hub"];
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function main() {
  const routes = routesFromArgs(DEFAULT_ROUTES);
  const target = await startBenchTarget();
  const rows: Record<string, string | number>[] = [];
  try {
    for (const route of routes) {
      await fetch(`${target.baseUrl}${route}`);
      const result = await autocannon({
        url: `${target.baseUrl}${route}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "br, gzip" },
      });
      rows.push({
        route,
        "req/s (avg)": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p90 ms": result.latency.p90,
        "p99 ms": result.latency.p99,
        "max ms": result.latency.max,
        "2xx": result["2xx"],
        "non-2xx": result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    }
  } finally {
    await target.stop();
  }
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 0;
});
