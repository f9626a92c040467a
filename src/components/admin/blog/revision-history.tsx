"use client";

import { Button } from "@/components/common/button";
import { History } from "lucide-react";
import { useId, useState } from "react";
import type { PostFormValues } from "@/lib/blog/post-form";
import { describeOrigin, type Revision, type RevisionSummary } from "@/lib/blog/revision";
import { type DiffPart, diffHtmlText, diffWords, hasChanges } from "@/lib/blog/revision-diff";
import { SCHEDULE_TIME_ZONE } from "@/lib/blog/schedule-time";
import type { SaveState } from "@/server/blog/actions";
import { restorePostRevision } from "@/server/blog/actions";
import { EDITOR_READS, fetchEditorRead, type RevisionState } from "@/lib/blog/editor-reads";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZone: SCHEDULE_TIME_ZONE,
  timeZoneName: "short",
});
/**
 * "26 Nov 2026, 9:32:19 am IST": in the agency's time zone like every other time in the admin
 * (the same on the server's render and the browser's), to the second, since saves come quickly.
 */
export const formatRevisionTime = (iso: string) => timeFormat.format(new Date(iso));

/** Fields compared as plain values beside the word-level diffs of the text. */
const OTHER_FIELDS: Array<[keyof PostFormValues & keyof Revision, string]> = [
  ["category", "Category"],
  ["imageUrl", "Image URL"],
  ["author", "Author"],
  ["status", "Status"],
];

/** Insertions and deletions marked by elements (<ins>, <del>) and words, not by colour alone. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  if (!hasChanges(parts)) return <p className="text-ink-soft">No change.</p>;
  return (
    <p className="leading-relaxed break-words">
      {parts.map((part, index) => {
        const text = `${index > 0 ? " " : ""}${part.text}`;
        if (part.kind === "same") return <span key={index}>{text}</span>;
        if (part.kind === "inserted") {
          return (
            <ins key={index} className="bg-emerald-100 text-emerald-950 underline">
              <span className="sr-only"> [added: </span>
              {text}
              <span className="sr-only">] </span>
            </ins>
          );
        }
        return (
          <del key={index} className="bg-rose-100 text-rose-950 line-through">
            <span className="sr-only"> [removed: </span>
            {text}
            <span className="sr-only">] </span>
          </del>
        );
      })}
    </p>
  );
}

/**
 * The post's revisions, newest first (docs/decisions/0027): each with its time, origin and
 * session; compared word by word with the text in the form (what the revision had is struck
 * through, what the form has now is underlined), and restored as a new save.
 */
export function RevisionHistory({
  postId,
  version,
  revisions,
  current,
  busy,
  unsaved,
  onResult,
}: {
  postId: string;
  /** The version the editor loaded: a restore over a newer one is refused. */
  version: string;
  revisions: RevisionSummary[];
  current: PostFormValues;
  busy: boolean;
  unsaved: boolean;
  onResult: (result: SaveState) => void;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [compared, setCompared] = useState<Revision | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function compare(id: string) {
    setWorking(true);
    setProblem(null);
    try {
      const result = await fetchEditorRead<RevisionState>(EDITOR_READS.revision(postId, id));
      if (result.status === "found") setCompared(result.revision);
      else if (result.status === "signed-out") onResult(result);
      else setProblem(result.message);
    } catch {
      setProblem("The revision could not be loaded.");
    } finally {
      setWorking(false);
    }
  }

  async function restore(revision: RevisionSummary) {
    if (
      unsaved &&
      !window.confirm("Restoring this revision replaces your unsaved changes. Restore it?")
    ) {
      return;
    }
    setWorking(true);
    try {
      onResult(await restorePostRevision(postId, revision.id, version));
    } catch {
      onResult({ status: "error", message: "Failed to restore the revision." });
    } finally {
      setWorking(false);
    }
  }

  const disabled = busy || working;
  return (
    <section aria-labelledby={`${panelId}-title`} className="space-y-4">
      <h2 id={`${panelId}-title`} className="sr-only">
        Revision history
      </h2>
      <Button
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <History aria-hidden className="size-4" />
        History ({revisions.length})
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-6 border-l-4 border-ink/20 bg-white px-5 py-5"
      >
        {revisions.length === 0 ? (
          <p>No revisions yet: each save from now on keeps one.</p>
        ) : (
          <ol className="space-y-3" aria-label="Revisions, newest first">
            {revisions.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-ink/10 pb-3"
              >
                <div className="space-y-0.5">
                  <p className="font-semibold">
                    Revision {revision.number} · {formatRevisionTime(revision.createdAt)}
                  </p>
                  <p className="text-sm text-ink-soft">
                    {describeOrigin(revision, formatRevisionTime)} · by session{" "}
                    {revision.sessionRef ?? "unknown"}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button disabled={disabled} onClick={() => void compare(revision.id)}>
                    Compare<span className="sr-only"> revision {revision.number}</span>
                  </Button>
                  <Button
                    disabled={disabled}
                    onClick={() => void restore(revision)}
                    variant="primary"
                  >
                    Restore<span className="sr-only"> revision {revision.number}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {problem ? <p role="alert">{problem}</p> : null}
        {compared ? <RevisionComparison revision={compared} current={current} /> : null}
      </div>
    </section>
  );
}

function RevisionComparison({
  revision,
  current,
}: {
  revision: Revision;
  current: PostFormValues;
}) {
  const others = OTHER_FIELDS.filter(
    ([field]) => String(revision[field] ?? "") !== String(current[field]),
  );
  return (
    <section aria-labelledby="revision-diff-title" className="space-y-4" aria-live="polite">
      <h3 id="revision-diff-title" className="font-display text-lg font-semibold">
        Revision {revision.number} compared with the text in the form
      </h3>
      <p className="text-sm text-ink-soft">
        Struck-through words are in the revision only; underlined words are in the form only.
      </p>
      <dl className="space-y-4">
        <div className="space-y-1">
          <dt className="text-sm font-semibold">Title</dt>
          <dd>
            <DiffText parts={diffWords(revision.title, current.title)} />
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="text-sm font-semibold">Excerpt</dt>
          <dd>
            <DiffText parts={diffWords(revision.excerpt ?? "", current.excerpt)} />
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="text-sm font-semibold">Content</dt>
          <dd>
            <DiffText parts={diffHtmlText(revision.content, current.content)} />
          </dd>
        </div>
        {others.map(([field, label]) => (
          <div key={field} className="space-y-1">
            <dt className="text-sm font-semibold">{label}</dt>
            <dd>
              <del className="line-through">
                <span className="sr-only">[revision: </span>
                {String(revision[field] ?? "") || "(empty)"}
                <span className="sr-only">] </span>
              </del>{" "}
              <ins className="underline">
                <span className="sr-only">[form: </span>
                {String(current[field]) || "(empty)"}
                <span className="sr-only">]</span>
              </ins>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
