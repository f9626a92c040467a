/** A category title as the page shows it: the first two words, then the rest on its own line. */
export type SplitTitle = { lead: string; rest: string };

export function splitCategoryTitle(title: string): SplitTitle {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return { lead: words.slice(0, 2).join(" "), rest: words.slice(2).join(" ") };
}
