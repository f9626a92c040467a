const WORKS_GROUP_SIZE = 3;

/** One group of the Signature Works grid: a big tile and up to two small ones beside it. */
export type WorkGroup<T> = { big: T; small: T[]; bigSide: "left" | "right" };

/** Splits works into groups of three, the big tile alternating sides from group to group. */
export function groupWorks<T>(works: readonly T[]): WorkGroup<T>[] {
  const groups: WorkGroup<T>[] = [];
  for (let start = 0; start < works.length; start += WORKS_GROUP_SIZE) {
    const [big, ...small] = works.slice(start, start + WORKS_GROUP_SIZE);
    if (big === undefined) break;
    groups.push({ big, small, bigSide: groups.length % 2 === 0 ? "left" : "right" });
  }
  return groups;
}
