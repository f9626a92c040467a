"use client";

import { Button } from "@/components/common/button";
import { Film, RefreshCw, Trash2 } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { type FormEvent, useRef, useState } from "react";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import {
  describeMediaRevision,
  formatBytes,
  MEDIA_ALT_MAX_LENGTH,
  type MediaActionState,
  type MediaItem,
} from "@/lib/media/media-library";
import { UPLOAD_ACCEPTED_TYPES, VIDEO_ACCEPTED_TYPES } from "@/lib/media/uploads";
import { deleteMedia, replaceMedia, restoreMediaAlt, saveMediaAlt } from "@/server/media/actions";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";
import { RevisionHistory } from "../site/content-history";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { uploadMediaFile } from "./upload-media";

/** What an action's answer tells the screen's message region. */
export type Report = (state: MediaActionState) => void;

/**
 * One file of the library: what it is, where it is used, its alt text and that text's history
 * (each earlier text restorable), Replace and Delete.
 */
export function MediaCard({ item, onReport }: { item: MediaItem; onReport: Report }) {
  const [alt, setAlt] = useState(item.alt);
  // The alt text known to be saved: the page's, or what a refused save reported since.
  const [known, setKnown] = useState({ page: item.alt, saved: item.alt });
  const savedAlt = known.page === item.alt ? known.saved : item.alt;
  const [altError, setAltError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"alt" | "replace" | "delete" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const ids = { heading: `media-${item.id}` };
  const altField = `media-${item.id}-alt`;

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<MediaActionState>) {
    setBusy(kind);
    try {
      const state = await action();
      onReport(state);
      return state;
    } catch {
      const state: MediaActionState = {
        status: "error",
        message: "The server could not be reached.",
      };
      onReport(state);
      return state;
    } finally {
      setBusy(null);
    }
  }

  async function submitAlt(event: FormEvent) {
    event.preventDefault();
    if (alt.length > MEDIA_ALT_MAX_LENGTH) {
      setAltError(`Keep the alt text under ${MEDIA_ALT_MAX_LENGTH} characters.`);
      return;
    }
    const state = await run("alt", () => saveMediaAlt(item.id, { alt, shownAlt: savedAlt }));
    setAltError(state.status === "invalid" ? state.message : null);
    if (state.status === "stale" && state.current !== undefined) {
      setKnown({ page: item.alt, saved: state.current });
    }
  }

  async function replaceWith(file: File) {
    setBusy("replace");
    const uploaded = await uploadMediaFile(file);
    if (!uploaded.ok) {
      setBusy(null);
      onReport({ status: "error", message: uploaded.message });
      return;
    }
    await run("replace", () => replaceMedia(item.id, uploaded.id));
  }

  return (
    <article
      aria-labelledby={ids.heading}
      className="grid gap-5 border-t border-ink/15 py-6 sm:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <div className="relative aspect-[4/3] w-40 overflow-hidden bg-cream-deep">
        {item.kind === "image" ? (
          <Image src={item.url} alt="" fill sizes="160px" className="object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center text-taupe-deep">
            <Film aria-hidden className="size-10" strokeWidth={1.5} />
            <span className="sr-only">Video</span>
          </div>
        )}
      </div>
      <div className="min-w-0 space-y-4">
        <div>
          <h2 id={ids.heading} className="font-display text-xl font-semibold break-all">
            {item.name}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-taupe-deep">Size</dt>
            <dd>{formatBytes(item.bytes)}</dd>
            <dt className="text-taupe-deep">Dimensions</dt>
            <dd>{item.width && item.height ? `${item.width} × ${item.height} px` : "—"}</dd>
            <dt className="text-taupe-deep">Uploaded</dt>
            <dd>{formatScheduleTime(item.uploadedAt)}</dd>
            <dt className="text-taupe-deep">Address</dt>
            <dd className="break-all">
              <a href={item.url} className="underline underline-offset-4 hover:text-brand">
                {item.key}
              </a>
            </dd>
          </dl>
        </div>
        <div className="text-sm">
          <h3 className="font-semibold">Used in</h3>
          {item.usages.length === 0 ? (
            <p className="text-taupe-deep">Not used anywhere.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {item.usages.map((usage) => (
                <li key={`${usage.href} ${usage.label}`}>
                  <Link href={usage.href} className="underline underline-offset-4 hover:text-brand">
                    {usage.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {item.kind === "image" ? (
          <div className="space-y-4">
            <form onSubmit={submitAlt} noValidate>
              <FormField
                name={altField}
                label="Alt text"
                hint="What the image shows, for people who cannot see it. Used wherever the image appears without alt text of its own."
                error={altError ?? undefined}
              >
                <div className="flex flex-wrap gap-2">
                  <input
                    id={fieldIds(altField).input}
                    value={alt}
                    onChange={(event) => setAlt(event.target.value)}
                    maxLength={MEDIA_ALT_MAX_LENGTH}
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={describedBy(altField, {
                      hint: true,
                      error: altError ?? undefined,
                    })}
                    className={`${inputClass} min-w-0 flex-1 basis-60`}
                  />
                  <Button type="submit" disabled={busy !== null}>
                    {busy === "alt" ? "Saving…" : "Save alt text"}
                  </Button>
                </div>
              </FormField>
            </form>
            <RevisionHistory
              of={`the alt text of ${item.name}`}
              headingLevel={3}
              landmark={false}
              revisions={item.revisions}
              version={item.alt}
              busy={busy !== null}
              restore={(revisionId, shown) => restoreMediaAlt(item.id, revisionId, shown)}
              onResult={(state) => {
                onReport(state);
                if (state.status === "done" && state.alt !== undefined) {
                  setAlt(state.alt);
                  setAltError(null);
                }
              }}
              describe={(revision) => describeMediaRevision(revision, formatScheduleTime)}
              detail={(revision) =>
                revision.alt ? (
                  <p className="break-words">“{revision.alt}”</p>
                ) : (
                  <p className="text-taupe-deep italic">No alt text</p>
                )
              }
              empty="No earlier alt text yet: each save from now on keeps the text it replaces."
            />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            ref={picker}
            type="file"
            hidden
            accept={(item.kind === "image" ? UPLOAD_ACCEPTED_TYPES : VIDEO_ACCEPTED_TYPES).join(
              ",",
            )}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void replaceWith(file);
            }}
          />
          <Button disabled={busy !== null} onClick={() => picker.current?.click()}>
            <RefreshCw aria-hidden className="size-4" />
            {busy === "replace" ? "Replacing…" : "Replace file"}
          </Button>
          <Button disabled={busy !== null} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        title={`Delete ${item.name}?`}
        description="The file is removed from the library and the storage for good. A file in use is not deleted."
        busy={busy === "delete"}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run("delete", () => deleteMedia(item.id));
          setConfirming(false);
        }}
        returnFocusId="media-search"
      />
    </article>
  );
}
