/**
 * The CPU time (user + system, in milliseconds) of the quickest of `runs` calls of `work`:
 * unlike the wall clock, it does not grow when other processes share the cores, and the
 * quickest run leaves out a garbage collection that happened to fall inside one.
 */
export function cpuMilliseconds(work: () => unknown, runs = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}
