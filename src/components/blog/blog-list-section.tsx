"use client";

import { useLinkStatus } from "next/link";
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { BlogCardSkeleton } from "./blog-card-skeleton";
import { BlogGrid } from "./blog-grid";

/** The spec's six skeleton cards while a page of posts loads. */
export const BLOG_LIST_SKELETON_COUNT = 6;

const ReportPending = createContext<((link: string, pending: boolean) => void) | null>(null);

/**
 * The Thought Hub's posts. The cards are in the page's HTML, so they paint with it; while a link
 * in the list (the pager's) waits for another page of posts, six skeleton cards stand in for
 * them and the list is brought into view (docs/decisions/0045).
 */
export function BlogListSection({ cards, pager }: { cards: ReactNode; pager: ReactNode }) {
  // By link: when one navigation replaces another, the two links report in either order.
  const [pendingLinks, setPendingLinks] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((link: string, pending: boolean) => {
    setPendingLinks((links) => {
      if (links.has(link) === pending) return links;
      const next = new Set(links);
      if (pending) next.add(link);
      else next.delete(link);
      return next;
    });
  }, []);
  const pending = pendingLinks.size > 0;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (pending) section.current?.scrollIntoView({ block: "start" });
  }, [pending]);
  return (
    <section
      ref={section}
      id="posts"
      aria-label="Posts"
      aria-busy={pending || undefined}
      className="mx-auto max-w-7xl px-5 pb-24 sm:px-8"
    >
      {pending ? (
        <BlogGrid>
          {Array.from({ length: BLOG_LIST_SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <BlogCardSkeleton />
            </li>
          ))}
        </BlogGrid>
      ) : (
        cards
      )}
      <ReportPending value={report}>{pager}</ReportPending>
    </section>
  );
}

/** Inside a link of the list: tells the list while that link's navigation is under way. */
export function ReportLinkPending() {
  const { pending } = useLinkStatus();
  const link = useId();
  const report = use(ReportPending);
  useEffect(() => {
    report?.(link, pending);
    return () => report?.(link, false);
  }, [link, pending, report]);
  return null;
}
