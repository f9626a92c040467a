"use client";

import { CircleAlert, CircleCheck, OctagonX } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import {
  checkPost,
  type GateFacts,
  type GatePost,
  hasWarnings,
  isBlocking,
  NO_FACTS,
  siteReferences,
} from "@/lib/blog/quality-gate";
import { EDITOR_READS, fetchEditorRead, type GateFactsState } from "@/lib/blog/editor-reads";

/** The panel re-checks this long after the writer stops typing. */
export const GATE_DEBOUNCE_MS = 400;

type Props = {
  post: GatePost;
  /** Drafts are never gated; the panel still shows what publishing would meet. */
  publishing: boolean;
  /**
   * The post is saved published or scheduled already: a re-save shows the warnings but needs
   * no "Publish anyway"; only what must be fixed stops it (docs/decisions/0028).
   */
  alreadyPublic: boolean;
  publishAnyway: boolean;
  onPublishAnywayChange: (value: boolean) => void;
};

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The publishing quality gate beside the editor (docs/decisions/0028): the same rules the save
 * action applies, run as the writer types; what only the server knows (linked posts, stored
 * images) is asked of it, debounced. With warnings only, "Publish anyway" lets the save that
 * makes the post public through; a post public already is re-saved over its warnings.
 */
export function QualityGatePanel({
  post,
  publishing,
  alreadyPublic,
  publishAnyway,
  onPublishAnywayChange,
}: Props) {
  const titleId = useId();
  const checked = useDebounced(post, GATE_DEBOUNCE_MS);
  const [server, setServer] = useState<{ facts: GateFacts; siteOrigin: string | null }>({
    facts: NO_FACTS,
    siteOrigin: null,
  });
  const origin =
    server.siteOrigin ?? (typeof window === "undefined" ? "http://localhost" : location.origin);
  // Only content that refers to this site needs the server (the save checks again regardless).
  const needsServer = useMemo(
    () => siteReferences(checked.content, origin).length > 0,
    [checked.content, origin],
  );
  useEffect(() => {
    if (!needsServer) return;
    const controller = new AbortController();
    fetchEditorRead<GateFactsState>(EDITOR_READS.references, {
      body: { content: checked.content },
      signal: controller.signal,
    })
      .then((result) => {
        if (!controller.signal.aborted && result.status === "checked") {
          setServer({ facts: result.facts, siteOrigin: result.siteOrigin });
        }
      })
      .catch(() => {});
    return () => controller.abort();
  }, [checked.content, needsServer]);
  const facts = needsServer ? server.facts : NO_FACTS;
  const issues = useMemo(() => checkPost(checked, origin, facts), [checked, origin, facts]);
  const blocking = isBlocking(issues);
  const warnings = hasWarnings(issues);
  const count = issues.length;
  return (
    <section
      aria-labelledby={titleId}
      className="border-l-4 border-ink/20 bg-white px-5 py-5"
      data-testid="quality-gate"
    >
      <h3 id={titleId} className="font-display text-xl font-semibold">
        Before publishing
      </h3>
      <p className="mt-2 flex gap-2 text-ink-soft" aria-live="polite">
        {count === 0 ? (
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-soft" />
        ) : null}
        <span>
          {count === 0
            ? "No problems found."
            : blocking
              ? `${count} ${count === 1 ? "problem" : "problems"}: fix those marked “Must fix” to publish.`
              : `${count} ${count === 1 ? "warning" : "warnings"}.`}
          {!publishing
            ? " Drafts are saved as they are."
            : alreadyPublic && warnings && !blocking
              ? " It is published already: warnings do not stop a save."
              : ""}
        </span>
      </p>
      {count > 0 ? (
        <ul className="mt-3 space-y-2">
          {issues.map((issue, index) => (
            <li key={`${issue.rule}-${index}`} className="flex gap-2">
              {issue.severity === "blocking" ? (
                <OctagonX aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
              ) : (
                <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-soft" />
              )}
              <span>
                <strong className="font-semibold">
                  {issue.severity === "blocking" ? "Must fix: " : "Warning: "}
                </strong>
                {issue.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {warnings && !blocking && publishing && !alreadyPublic ? (
        <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={publishAnyway}
            onChange={(event) => onPublishAnywayChange(event.target.checked)}
            className="size-5 accent-brand"
          />
          Publish anyway, despite the warnings
        </label>
      ) : null}
    </section>
  );
}
