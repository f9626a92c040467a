"use client";

import { Button } from "@/components/common/button";
import dynamic from "next/dynamic";
import type { ReactNode, RefObject } from "react";
import type { FieldErrors, PostFormField, PostFormValues } from "@/lib/blog/post-form";
import type { FormMode } from "@/lib/blog/post-editor-state";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { StatusField, TextField } from "../form-controls";
import { ImageField } from "./image-field";
import { ScheduleField } from "./schedule-field";
import type { UploadResult } from "./upload-image";

const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => (
    <div aria-hidden className="h-[22rem] animate-pulse border border-ink/15 bg-white/70" />
  ),
});

type Props = {
  values: PostFormValues;
  errors: FieldErrors;
  mode: FormMode;
  busy: boolean;
  remoteImageHosts: readonly string[];
  /** Changes when a post is loaded or the form is cleared, so the editor starts afresh. */
  editorKey: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  previewOpen: boolean;
  previewId: string;
  /** Room for the AI actions: Generate, Polish and the polish instruction. */
  aiTools?: ReactNode;
  /** An AI answer streaming into the editor (read-only meanwhile), or null. */
  streamedHtml?: string | null;
  onChange: (field: PostFormField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onTogglePreview: () => void;
  uploadImage: (file: Blob) => Promise<UploadResult>;
  onUploadError: (message: string) => void;
  /** How the rich-text editor writes a content it opened on (see post-changed.ts). */
  onEditorForm?: (source: string, html: string) => void;
};

/** The blog form, create and edit. Errors appear beside their fields. */
export function BlogForm({
  values,
  errors,
  mode,
  busy,
  remoteImageHosts,
  editorKey,
  headingRef,
  previewOpen,
  previewId,
  aiTools,
  streamedHtml,
  onChange,
  onSubmit,
  onCancel,
  onTogglePreview,
  uploadImage,
  onUploadError,
  onEditorForm,
}: Props) {
  const text = (
    field: PostFormField,
    label: string,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <TextField
      field={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      {...options}
    />
  );

  return (
    <form
      noValidate
      aria-labelledby="blog-form-title"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-7"
    >
      <h2
        id="blog-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-title font-semibold outline-none"
      >
        {mode.kind === "edit" ? "Edit blog" : "New blog"}
      </h2>
      {text("title", "Title", { required: true })}
      <div className="grid gap-7 sm:grid-cols-2">
        {text("category", "Category", { required: true })}
        {text("author", "Author")}
      </div>
      <FormField
        name="content"
        label="Content"
        required
        error={errors.content}
        hint="Write in the editor, or switch to HTML. Images you paste or drop are uploaded."
      >
        <RichTextEditor
          key={editorKey}
          initialHtml={values.content}
          onChange={(html) => onChange("content", html)}
          uploadImage={uploadImage}
          onUploadError={onUploadError}
          inputId={fieldIds("content").input}
          labelId={fieldIds("content").label}
          describedBy={describedBy("content", { hint: true, error: errors.content })}
          invalid={!!errors.content}
          busy={busy}
          streamedHtml={streamedHtml}
          onEditorForm={onEditorForm}
        />
      </FormField>
      {aiTools}
      <FormField
        name="excerpt"
        label="Excerpt"
        error={errors.excerpt}
        hint="Leave empty to use the first 120 characters of the text."
      >
        <textarea
          id={fieldIds("excerpt").input}
          name="excerpt"
          rows={3}
          value={values.excerpt}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={describedBy("excerpt", { hint: true, error: errors.excerpt })}
          onChange={(event) => onChange("excerpt", event.target.value)}
          className={inputClass}
        />
      </FormField>
      <ImageField
        value={values.imageUrl}
        error={errors.imageUrl}
        remoteImageHosts={remoteImageHosts}
        busy={busy}
        onChange={(value) => onChange("imageUrl", value)}
        onUpload={uploadImage}
      />
      <div className="grid gap-7 sm:grid-cols-2">
        {text("readTime", "Read time", {
          hint: "Like “6 min”. Leave empty to compute it from the content.",
        })}
        {text("tags", "Tags", { hint: "Separate tags with commas." })}
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        <StatusField
          value={values.status}
          error={errors.status}
          onChange={(status) => onChange("status", status)}
        />
        <ScheduleField
          value={values.publishAt}
          status={values.status}
          error={errors.publishAt}
          onChange={(publishAt) => onChange("publishAt", publishAt)}
        />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-ink/15 pt-7">
        <Button type="submit" disabled={busy} variant="primary" size="lg">
          {mode.kind === "edit" ? "Update blog" : "Add blog"}
        </Button>
        {mode.kind === "edit" ? (
          <Button disabled={busy} onClick={onCancel} size="lg">
            Cancel
          </Button>
        ) : null}
        <Button
          disabled={busy}
          aria-expanded={previewOpen}
          aria-controls={previewId}
          onClick={onTogglePreview}
          size="lg"
          className="sm:ml-auto"
        >
          {previewOpen ? "Hide Preview" : "Show Preview"}
        </Button>
      </div>
    </form>
  );
}
