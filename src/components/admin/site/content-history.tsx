"use client";

import { Button } from "@/components/common/button";
import { History } from "lucide-react";
import { useId, useState } from "react";
import {
  type ContentActionState,
  type ContentRevisionSummary,
  describeContentRevision,
} from "@/lib/content/content-revision";
import { formatScheduleTime } from "@/lib/blog/schedule-time";

/**
 * A content document's history (settings, a page…; docs/decisions/0035): its revisions, newest
 * first, each restorable. A restore is a save: it goes over the version on screen only.
 */
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
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function run(revision: ContentRevisionSummary) {
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
    <section aria-labelledby={`${panelId}-title`} className="space-y-4">
      <h2 id={`${panelId}-title`} className="sr-only">
        Revision history of {of}
      </h2>
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
          <p>No revisions yet: each save from now on keeps one, and the shipped version too.</p>
        ) : (
          <ol className="space-y-3" aria-label="Revisions, newest first">
            {revisions.map((revision, index) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 pb-3"
              >
                <div className="space-y-0.5">
                  <p className="font-semibold">
                    Revision {revision.number} · {formatScheduleTime(revision.createdAt)}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {describeContentRevision(revision, formatScheduleTime)}
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
    </section>
  );
}
