"use client";

import { Upload } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import {
  formatMegabytes,
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_MAX_BYTES,
  type ImageUploadResponse,
  VIDEO_ACCEPTED_TYPES,
  VIDEO_UPLOAD_MAX_BYTES,
  type VideoUploadResponse,
} from "@/lib/media/uploads";
import { uploadRequestHeaders } from "@/lib/media/upload-request";
import { describedBy, fieldIds, FormField } from "@/components/common/form-field";

const KINDS = {
  image: {
    route: "/api/admin/uploads",
    accept: UPLOAD_ACCEPTED_TYPES.join(","),
    max: UPLOAD_MAX_BYTES,
    hint: `JPEG, PNG, WebP, AVIF or GIF, up to ${formatMegabytes(UPLOAD_MAX_BYTES)}; stored as WebP.`,
  },
  video: {
    route: "/api/admin/uploads/video",
    accept: VIDEO_ACCEPTED_TYPES.join(","),
    max: VIDEO_UPLOAD_MAX_BYTES,
    hint: `MP4 (H.264) or WebM, up to ${formatMegabytes(VIDEO_UPLOAD_MAX_BYTES)}.`,
  },
} as const;

/**
 * A file picked here is uploaded at once through the admin's upload route (the server checks the
 * bytes, re-encodes images and keeps the limits); the form then holds the stored file's address.
 */
export function UploadField({
  kind,
  name,
  label,
  value,
  error,
  required = false,
  onChange,
}: {
  kind: keyof typeof KINDS;
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const config = KINDS[kind];
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = error ?? uploadError ?? undefined;

  async function upload(file: File) {
    setUploadError(null);
    if (file.size > config.max) {
      setUploadError(`The file is larger than ${formatMegabytes(config.max)}.`);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(config.route, {
        method: "POST",
        body: file,
        headers: uploadRequestHeaders(file),
      });
      const body = (await response.json()) as ImageUploadResponse | VideoUploadResponse;
      if (response.ok && "url" in body) onChange(body.url);
      else setUploadError("error" in body ? body.error : "The file could not be uploaded.");
    } catch {
      setUploadError("The file could not be uploaded. Check your connection.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormField name={name} label={label} required={required} error={shown} hint={config.hint}>
      <div className="flex flex-col gap-3 border border-dashed border-ink/30 bg-white/60 p-4 sm:flex-row sm:items-center">
        {value && kind === "image" ? (
          <Image
            src={value}
            alt={`${label} preview`}
            width={160}
            height={120}
            sizes="160px"
            className="aspect-[4/3] w-40 shrink-0 bg-cream-deep object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            id={fieldIds(name).input}
            type="file"
            accept={config.accept}
            disabled={busy}
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy(name, { hint: true, error: shown })}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-ink/25 file:bg-cream file:px-4 file:font-semibold"
          />
          <p
            className="flex items-center gap-2 truncate text-sm text-taupe-deep"
            aria-live="polite"
          >
            <Upload aria-hidden className="size-4 shrink-0" />
            {busy ? "Uploading…" : value ? `Stored: ${value}` : "Nothing uploaded yet."}
          </p>
          {value && !required ? (
            <button
              type="button"
              onClick={() => onChange("")}
              className="self-start text-sm font-semibold text-brand underline"
            >
              Remove {label.toLowerCase()}
            </button>
          ) : null}
        </div>
      </div>
    </FormField>
  );
}
