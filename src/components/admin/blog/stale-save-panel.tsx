"use client";

import { Button } from "@/components/common/button";
import { GitCompare } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PostFormValues } from "@/lib/blog/post-form";

/** The form's fields as the panel names them, in the form's order. */
const FIELDS: Array<[keyof PostFormValues, string]> = [
  ["title", "Title"],
  ["category", "Category"],
  ["author", "Author"],
  ["content", "Content (HTML)"],
  ["excerpt", "Excerpt"],
  ["imageUrl", "Image URL"],
  ["readTime", "Read time"],
  ["tags", "Tags"],
  ["status", "Status"],
  ["aiBadge", "AI badge"],
];

/**
 * After a save was refused because the post changed meanwhile (another tab, another person):
 * the saved text beside the writer's, field by field where they differ, so the two can be
 * merged by hand; then either version can be kept (0026).
 */
export function StaleSavePanel({
  mine,
  theirs,
  onUseTheirs,
  onKeepMine,
}: {
  mine: PostFormValues;
  theirs: PostFormValues;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const differing = FIELDS.filter(([field]) => String(mine[field]) !== String(theirs[field]));
  return (
    <section
      aria-labelledby="stale-save-title"
      className="space-y-5 border-l-4 border-brand bg-white px-5 py-5"
    >
      <h2
        id="stale-save-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-xl font-semibold outline-none"
      >
        <GitCompare aria-hidden className="size-5 text-brand" />
        The saved version differs from yours
      </h2>
      <p className="text-ink-soft">
        Your changes are still in the form below. Here is what is saved now, where it differs: copy
        what you need into the form, then keep your version to save it over this one.
      </p>
      {differing.length === 0 ? (
        <p>The saved text is the same as yours.</p>
      ) : (
        <dl className="space-y-4">
          {differing.map(([field, label]) => (
            <div key={field} className="space-y-1">
              <dt className="text-sm font-semibold">{label}</dt>
              <dd>
                {field === "content" ? (
                  <textarea
                    readOnly
                    aria-label={`Saved ${label}`}
                    value={String(theirs[field])}
                    rows={6}
                    className="block w-full border border-ink/20 bg-cream/60 p-3 font-mono text-sm"
                  />
                ) : (
                  <p className="border border-ink/10 bg-cream/60 px-3 py-2 break-words whitespace-pre-wrap">
                    {String(theirs[field]) || <span className="text-taupe-deep">(empty)</span>}
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onKeepMine} variant="primary">
          Keep my version
        </Button>
        <Button onClick={onUseTheirs}>Use the saved version</Button>
      </div>
    </section>
  );
}
