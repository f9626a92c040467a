"use client";

import { Button } from "@/components/common/button";
import { ImageUp, Trash2 } from "lucide-react";
import Image from "next/image";
import { type DragEvent, useRef, useState } from "react";
import { isAllowedImageUrl } from "@/lib/blog/post-form";
import { formatMegabytes, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { dataUrlToBlob, type UploadResult } from "./upload-image";

type Props = {
  value: string;
  error?: string;
  remoteImageHosts: readonly string[];
  busy: boolean;
  onChange: (value: string) => void;
  onUpload: (file: Blob) => Promise<UploadResult>;
};

/** The post image: drop a file, pick one, or give a URL (a pasted base64 image is uploaded). */
export function ImageField({ value, error, remoteImageHosts, busy, onChange, onUpload }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = error ?? uploadError ?? undefined;
  const previewable = value !== "" && isAllowedImageUrl(value, remoteImageHosts);

  async function upload(file: Blob) {
    setUploadError(null);
    const result = await onUpload(file);
    if (result.ok) onChange(result.url);
    else setUploadError(result.message);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void upload(file);
  }

  const hosts = remoteImageHosts.length > 0 ? ` or from ${remoteImageHosts.join(", ")}` : "";
  return (
    <FormField
      name="imageUrl"
      label="Image"
      error={shown}
      hint={`Drop an image here or choose one: JPEG, PNG, WebP, AVIF or GIF, up to ${formatMegabytes(
        UPLOAD_MAX_BYTES,
      )}. Or give an address on this site${hosts}; a pasted base64 image is uploaded.`}
    >
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="image-drop-zone"
        className={`flex flex-col gap-4 border border-dashed p-4 sm:flex-row sm:items-center ${
          dragging ? "border-brand bg-coral/10" : "border-ink/30 bg-white/60"
        }`}
      >
        {previewable ? (
          <Image
            src={value}
            alt="The post image"
            width={160}
            height={90}
            sizes="160px"
            className="aspect-video w-40 shrink-0 bg-cream-deep object-cover"
          />
        ) : null}
        <div className="flex flex-1 flex-col gap-3">
          <input
            id={fieldIds("imageUrl").input}
            name="imageUrl"
            type="text"
            inputMode="url"
            value={value}
            placeholder="/uploads/… or https://…"
            aria-invalid={shown ? true : undefined}
            aria-describedby={describedBy("imageUrl", { hint: true, error: shown })}
            onChange={(event) => {
              // A base64 image pasted (or typed) here is uploaded, and its URL takes its place.
              const blob = dataUrlToBlob(event.target.value);
              if (blob) void upload(blob);
              else onChange(event.target.value);
            }}
            className={inputClass}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => fileInput.current?.click()}>
              <ImageUp aria-hidden className="size-4" />
              Upload an image
            </Button>
            {value ? (
              <Button disabled={busy} onClick={() => onChange("")} variant="quiet">
                <Trash2 aria-hidden className="size-4" />
                Remove image
              </Button>
            ) : null}
          </div>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={UPLOAD_ACCEPTED_TYPES.join(",")}
            data-testid="image-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </div>
      </div>
    </FormField>
  );
}
