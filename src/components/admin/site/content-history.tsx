"use client";

import { Button } from "@/components/common/button";
import { History } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  type ContentActionState,
  type ContentRevisionSummary,
  describeContentRevision,
} from "@/lib/content/content-revision";
import { formatScheduleTime } from "@/lib/blog/schedule-time";

/** What a history lists of each revision, whatever it is a revision of. */
export type HistoryRevision = {
  id: string;
  number: number;
  /** 0027's non-secret session name, where the history keeps one. */
  sessionRef?: string | null;
  createdAt: string;
};

type RestoreFailure = { status: "error"; message: string };

/**
 * A history of revisions, newest first (the first is the current one), each older one
 * restorable: a content document's (below) or an image's alt text (the media library, 0041).
 * A restore is a save: it goes over the version on screen only.
 */
export function RevisionHistory<R extends HistoryRevision, S>({
  of,
  revisions,
  version,
  busy,
  restore,
  onResult,
  describe,
  detail,
  empty,
  headingLevel = 2,
  landmark = true,
}: {
  /** What the history is of, in its heading ("the settings"): one per screen section. */
  of: string;
  revisions: readonly R[];
  version: string;
  busy: boolean;
  restore: (revisionId: string, version: string) => Promise<S>;
  onResult: (state: S | RestoreFailure) => void;
  /** Where a revision came from ("Saved", "Restored from …"). */
  describe: (revision: R) => string;
  /** What the revision holds, when it is short enough to show (an alt text). */
  detail?: (revision: R) => ReactNode;
  /** Said when there is no revision yet. */
  empty: string;
  /** The level of the (visually hidden) heading: 3 inside a section headed by an h2. */
  headingLevel?: 2 | 3;
  /**
   * A landmark of the screen (a region), or a group inside a repeated card: several cards may
   * name the same thing (two files called `hero.jpg`), and landmarks must be told apart.
   */
  landmark?: boolean;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const Wrapper = landmark ? "section" : "div";

  async function run(revision: R) {
    setWorking(true);
    try {
      onResult(await restore(revision.id, version));
    } catch {
      onResult({ status: "error", message: "The revision could not be restored." });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Wrapper
      role={landmark ? undefined : "group"}
      aria-labelledby={`${panelId}-title`}
      className="space-y-4"
    >
      <Heading id={`${panelId}-title`} className="sr-only">
        Revision history of {of}
      </Heading>
      <Button
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <History aria-hidden className="size-4" />
        History ({revisions.length})
      </Button>
      <div id={panelId} hidden={!open} className="border-l-4 border-ink/20 bg-white px-5 py-5">
        {revisions.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <ol className="space-y-3" aria-label="Revisions, newest first">
            {revisions.map((revision, index) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 pb-3"
              >
                <div className="min-w-0 space-y-0.5">
                  <p className="font-semibold">
                    Revision {revision.number} · {formatScheduleTime(revision.createdAt)}
                  </p>
                  {detail ? detail(revision) : null}
                  <p className="text-sm text-ink-soft">
                    {describe(revision)}
                    {revision.sessionRef ? ` · by session ${revision.sessionRef}` : ""}
                    {index === 0 ? " · current" : ""}
                  </p>
                </div>
                {index === 0 ? null : (
                  <Button
                    disabled={busy || working}
                    onClick={() => void run(revision)}
                    variant="primary"
                  >
                    Restore<span className="sr-only"> revision {revision.number}</span>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Wrapper>
  );
}

/** A content document's history (settings, a page…; docs/decisions/0035). */
export function ContentHistory({
  of,
  revisions,
  version,
  busy,
  restore,
  onResult,
}: {
  /** What the history is of, in its heading ("the settings"): one per screen section. */
  of: string;
  revisions: readonly ContentRevisionSummary[];
  version: string;
  busy: boolean;
  restore: (revisionId: string, version: string) => Promise<ContentActionState>;
  onResult: (state: ContentActionState) => void;
}) {
  return (
    <RevisionHistory<ContentRevisionSummary, ContentActionState>
      of={of}
      revisions={revisions}
      version={version}
      busy={busy}
      restore={restore}
      onResult={onResult}
      describe={(revision) => describeContentRevision(revision, formatScheduleTime)}
      empty="No revisions yet: each save from now on keeps one, and the shipped version too."
    />
  );
}
