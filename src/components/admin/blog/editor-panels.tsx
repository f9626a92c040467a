"use client";

import { Button } from "@/components/common/button";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { UPLOAD_ACCEPTED_TYPES } from "@/lib/media/uploads";
import { inputClass } from "@/components/common/form-field";

/**
 * A small inline form under the toolbar (adding a link or an image). Not a <form>: it sits
 * inside the blog form, and nested forms are invalid HTML. Enter applies, Escape cancels.
 */
function Panel({
  label,
  children,
  onApply,
  onCancel,
  extra,
  applyLabel,
  disabled,
}: {
  label: string;
  children: ReactNode;
  onApply: () => void;
  onCancel: () => void;
  extra?: ReactNode;
  applyLabel: string;
  disabled?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          onApply();
        }
      }}
      className="flex flex-col gap-3 border-b border-ink/15 bg-white p-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-3 sm:flex-row">{children}</div>
      <div className="flex gap-2">
        <Button onClick={onApply} disabled={disabled} variant="ink" size="sm">
          {applyLabel}
        </Button>
        {extra}
        <Button onClick={onCancel} variant="quiet" size="sm">
          Cancel
        </Button>
      </div>
    </div>
  );
}

function useAutofocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** A link's address: http(s), mail, phone or a path on this site. */
function normalizeHref(raw: string): string | null {
  const value = raw.trim();
  if (value === "") return null;
  if (/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) return `https://${value}`;
  return null;
}

export function LinkPanel({
  initialHref,
  onApply,
  onRemove,
  onCancel,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  const input = useAutofocus<HTMLInputElement>();
  const apply = () => {
    const normalized = normalizeHref(href);
    if (normalized) onApply(normalized);
    else
      setError("Enter a web address (https://…), an email (mailto:…) or a path on this site (/…).");
  };
  return (
    <Panel
      label="Link"
      applyLabel="Apply link"
      onApply={apply}
      onCancel={onCancel}
      extra={
        initialHref ? (
          <Button onClick={onRemove} size="sm">
            Remove link
          </Button>
        ) : null
      }
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
        Link address
        <input
          ref={input}
          type="text"
          inputMode="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} font-normal`}
        />
        {error ? <span className="font-normal text-brand">{error}</span> : null}
      </label>
    </Panel>
  );
}

export function ImagePanel({
  busy,
  onInsert,
  onCancel,
}: {
  busy: boolean;
  onInsert: (file: File, alt: string) => void;
  onCancel: () => void;
}) {
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const file = useAutofocus<HTMLInputElement>();
  const insert = (event?: FormEvent) => {
    event?.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) setError("Choose an image file.");
    else onInsert(chosen, alt.trim());
  };
  return (
    <Panel
      label="Image"
      applyLabel="Insert image"
      onApply={insert}
      onCancel={onCancel}
      disabled={busy}
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
        Image file
        <input
          ref={file}
          type="file"
          accept={UPLOAD_ACCEPTED_TYPES.join(",")}
          className="min-h-12 py-2 font-normal"
          aria-invalid={error ? true : undefined}
        />
        {error ? <span className="font-normal text-brand">{error}</span> : null}
      </label>
      <label className="flex flex-1 flex-col gap-1 text-sm font-semibold">
        Description (alt text)
        <input
          type="text"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          className={`${inputClass} font-normal`}
        />
      </label>
    </Panel>
  );
}
