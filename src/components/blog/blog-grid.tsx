import type { ReactNode } from "react";

/** One column on phones, two on tablets, three on desktops. */
const BLOG_GRID_CLASSES = "grid gap-x-8 gap-y-14 md:grid-cols-2 xl:grid-cols-3";

/** The Thought Hub's cards, as a list. */
export function BlogGrid({ children }: { children: ReactNode }) {
  return <ul className={`${BLOG_GRID_CLASSES} [&>li]:flex [&>li]:flex-col`}>{children}</ul>;
}
