"use client";

import { useMemo } from "react";
import type { WorkItem } from "@/content/works";
import {
  EMPTY_WORK_FORM,
  WORK_BACKGROUNDS,
  WORK_CATEGORY_MAX,
  WORK_DESCRIPTION_MAX,
  WORK_TITLE_MAX,
  type WorkFormValues,
  workInputSchema,
} from "@/lib/portfolio/portfolio";
import { saveWork } from "@/server/portfolio/actions";
import { FormField, fieldIds, inputClass } from "@/components/common/form-field";
import { PortfolioTextField } from "./portfolio-fields";
import { PortfolioScreen } from "./portfolio-screen";
import { UploadField } from "./upload-field";
import { usePortfolioEditor } from "./use-portfolio-editor";

const BACKGROUND_LABELS: Record<(typeof WORK_BACKGROUNDS)[number], string> = {
  cream: "Cream",
  ink: "Black",
  brand: "Deep red",
  coral: "Coral",
};

const toForm = (work: WorkItem): WorkFormValues => ({
  title: work.title,
  category: work.category,
  description: work.description,
  imageUrl: work.image,
  videoUrl: work.video?.src ?? "",
  posterUrl: work.video?.poster ?? "",
  background: work.background,
});

/** The Signature Works list: order, add, edit (image, optional video and poster), delete. */
export function WorksManager({
  works,
  remoteImageHosts,
}: {
  works: readonly WorkItem[];
  /** IMAGE_REMOTE_HOSTS, where uploads live when the bucket is served directly. */
  remoteImageHosts: readonly string[];
}) {
  const schema = useMemo(() => workInputSchema(remoteImageHosts), [remoteImageHosts]);
  const editor = usePortfolioEditor<WorkFormValues>({
    list: "works",
    empty: EMPTY_WORK_FORM,
    schema,
    save: saveWork,
  });
  const { values, errors, setField } = editor;
  return (
    <PortfolioScreen
      list="works"
      noun="work"
      plural="Works"
      items={works.map((work) => ({
        id: work.id,
        title: work.title,
        detail: `${work.category}${work.isVideo ? " · video" : ""}`,
        image: work.image,
      }))}
      editor={editor}
      onEdit={(id) => {
        const work = works.find((entry) => entry.id === id);
        if (work) editor.edit(id, toForm(work));
      }}
    >
      <PortfolioTextField
        name="title"
        label="Title"
        required
        maxLength={WORK_TITLE_MAX}
        value={values.title}
        error={errors.title}
        onChange={(value) => setField("title", value)}
      />
      <PortfolioTextField
        name="category"
        label="Category"
        required
        maxLength={WORK_CATEGORY_MAX}
        value={values.category}
        error={errors.category}
        onChange={(value) => setField("category", value)}
      />
      <PortfolioTextField
        name="description"
        label="Description"
        required
        multiline
        maxLength={WORK_DESCRIPTION_MAX}
        value={values.description}
        error={errors.description}
        onChange={(value) => setField("description", value)}
      />
      <UploadField
        kind="image"
        name="imageUrl"
        label="Image"
        required
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(value) => setField("imageUrl", value)}
      />
      <UploadField
        kind="video"
        name="videoUrl"
        label="Video"
        value={values.videoUrl}
        error={errors.videoUrl}
        onChange={(value) => setField("videoUrl", value)}
      />
      <UploadField
        kind="image"
        name="posterUrl"
        label="Poster"
        value={values.posterUrl}
        error={errors.posterUrl}
        onChange={(value) => setField("posterUrl", value)}
      />
      <FormField name="background" label="Tile background" required error={errors.background}>
        <select
          id={fieldIds("background").input}
          name="background"
          value={values.background}
          onChange={(event) => setField("background", event.target.value)}
          className={inputClass}
        >
          {WORK_BACKGROUNDS.map((background) => (
            <option key={background} value={background}>
              {BACKGROUND_LABELS[background]}
            </option>
          ))}
        </select>
      </FormField>
    </PortfolioScreen>
  );
}
