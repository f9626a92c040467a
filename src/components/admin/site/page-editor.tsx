"use client";

import { Button } from "@/components/common/button";
import { ExternalLink, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { CATEGORY_KINDS, kindLabels } from "@/lib/categories/category";
import {
  type CategoryPage,
  categoryPageSchema,
  PAGE_ADDED_MESSAGE,
  PAGE_ADDED_PARAM,
  type PageDetailCard,
} from "@/lib/categories/category-page";
import type { ContentActionState, ContentRevisionSummary } from "@/lib/content/content-revision";
import { createPage, restorePage, savePage } from "@/server/categories/actions";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { ForgetNoticeInAddress } from "../forget-notice-in-address";
import { type Notice, NoticeRegion } from "../notice";
import { UploadField } from "../portfolio/upload-field";
import { ContentHistory } from "./content-history";
import { ListItemControls } from "./list-item-controls";
import { SiteTabs } from "./site-tabs";
import { fieldName, moved, useContentDocument } from "./use-content-document";

type Props = {
  page: CategoryPage;
  version: string;
  revisions: readonly ContentRevisionSummary[];
  remoteImageHosts: readonly string[];
  /** A page being added: its path is asked for, and there is no history yet. */
  isNew?: boolean;
  /** The page was just added (the new page's address carries it): say so. */
  added?: boolean;
};

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** /admin/pages/[path] and /admin/pages/new: one service or industry page, saved as a whole. */
export function PageEditor(props: Props) {
  const [notice, setNotice] = useState<Notice | null>(() =>
    props.added ? { kind: "success", message: PAGE_ADDED_MESSAGE, id: 0 } : null,
  );
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 py-12 sm:px-8">
      <SiteTabs
        current="pages"
        heading={props.isNew ? "New page" : props.page.name}
        intro={
          props.isNew
            ? "A new service or industry page: once saved it is listed on /services, in the sitemap and in the selector’s pages."
            : `The page at /${props.page.path}. Saving updates it on the site at once; unpublished, its address goes home.`
        }
      />
      <p>
        <Link
          href="/admin/pages"
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          All pages
        </Link>
      </p>
      <PageFields key={props.version} {...props} onNotice={setNotice} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
      {props.added ? <ForgetNoticeInAddress param={PAGE_ADDED_PARAM} /> : null}
    </div>
  );
}

function PageFields({
  page,
  version,
  revisions,
  remoteImageHosts,
  isNew,
  onNotice,
}: Props & { onNotice: (notice: Notice) => void }) {
  const router = useRouter();
  const path = page.path;
  const form = useContentDocument({
    initial: page,
    version,
    schema: categoryPageSchema(remoteImageHosts),
    save: async (request) => {
      if (!isNew) return savePage(path, request);
      const state = await createPage(request.values);
      if (state.status !== "saved") return state;
      // The new page's own editor says it was added: this one is gone with the navigation.
      const newPath = (request.values as CategoryPage).path.replace(/^\/+/, "");
      router.push(`/admin/pages/${newPath}?${PAGE_ADDED_PARAM}=1`);
      return state;
    },
    onNotice,
  });
  const values = form.values;
  const set = (patch: Partial<CategoryPage>) => form.setValues({ ...values, ...patch });
  // Lists typed one per line, as typed (blank lines and all); the values hold them split.
  const [examples, setExamples] = useState(() => values.examples.join("\n"));
  const [items, setItems] = useState(() => values.details.map((card) => card.items.join("\n")));
  const setCards = (cards: PageDetailCard[], typed: string[]) => {
    set({ details: cards });
    setItems(typed);
  };
  const errorUnder = (prefix: string) =>
    Object.entries(form.errors).find(
      ([key]) => key === prefix || key.startsWith(`${prefix}.`),
    )?.[1];

  const text = (
    field: "name" | "description" | "metaDescription" | "path",
    label: string,
    options: { long?: boolean; hint?: string; optional?: boolean } = {},
  ) => {
    const error = form.errors[field];
    const props = {
      id: fieldIds(field).input,
      value: values[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(field, { hint: !!options.hint, error }),
      className: inputClass,
    } as const;
    return (
      <FormField
        name={field}
        label={label}
        required={!options.optional}
        hint={options.hint}
        error={error}
        className={options.long ? "sm:col-span-2" : ""}
      >
        {options.long ? (
          <textarea
            {...props}
            rows={4}
            onChange={(event) => set({ [field]: event.target.value })}
          />
        ) : (
          <input
            {...props}
            type="text"
            onChange={(event) => set({ [field]: event.target.value })}
          />
        )}
      </FormField>
    );
  };

  return (
    <>
      <form
        noValidate
        aria-busy={form.pending}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          form.submit();
        }}
        className="space-y-12"
      >
        <fieldset className="space-y-6">
          <legend className="mb-4 font-display text-title font-semibold">The page</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {isNew
              ? text("path", "Path", {
                  hint: "The page’s address after the slash: a letter, then letters, digits or dashes (WebDesign). It cannot change later.",
                })
              : null}
            {text("name", "Title")}
            <FormField name="kind" label="Kind" required>
              <select
                id={fieldIds("kind").input}
                value={values.kind}
                onChange={(event) => set({ kind: event.target.value as CategoryPage["kind"] })}
                className={inputClass}
              >
                {CATEGORY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabels[kind]}
                  </option>
                ))}
              </select>
            </FormField>
            {text("description", "Description", { long: true })}
            <FormField
              name="examples"
              label="Examples"
              hint="One per line: what the agency makes in this area."
              error={errorUnder("examples")}
              className="sm:col-span-2"
            >
              <textarea
                id={fieldIds("examples").input}
                rows={4}
                value={examples}
                aria-invalid={errorUnder("examples") ? true : undefined}
                aria-describedby={describedBy("examples", {
                  hint: true,
                  error: errorUnder("examples"),
                })}
                onChange={(event) => {
                  setExamples(event.target.value);
                  set({ examples: lines(event.target.value) });
                }}
                className={inputClass}
              />
            </FormField>
          </div>
          <UploadField
            kind="image"
            name="image"
            label="Hero image"
            value={values.image}
            error={form.errors.image}
            required={isNew}
            onChange={(url) => set({ image: url })}
          />
        </fieldset>

        <fieldset className="space-y-6">
          <legend className="mb-4 font-display text-title font-semibold">
            Detail cards ({values.details.length})
          </legend>
          <ol className="space-y-6">
            {values.details.map((card, index) => {
              const name = (field: string) => fieldName(`details.${index}.${field}`);
              const cardText = (field: "title" | "subtitle", label: string) => {
                const error = form.errors[`details.${index}.${field}`];
                return (
                  <FormField name={name(field)} label={label} error={error}>
                    <input
                      id={fieldIds(name(field)).input}
                      type="text"
                      value={card[field]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(name(field), { error })}
                      onChange={(event) =>
                        setCards(
                          values.details.map((other, at) =>
                            at === index ? { ...other, [field]: event.target.value } : other,
                          ),
                          items,
                        )
                      }
                      className={inputClass}
                    />
                  </FormField>
                );
              };
              const itemsError = errorUnder(`details.${index}.items`);
              return (
                <li key={index} className="space-y-5 border-l-4 border-ink/15 bg-white/60 p-5">
                  {/* The fieldset's legend names the group; each card is a heading below the h1. */}
                  <h2 className="font-display text-xl font-semibold">
                    Card {index + 1}
                    {card.title ? `: ${card.title}` : ""}
                  </h2>
                  <div className="grid gap-5 sm:grid-cols-2">
                    {cardText("title", "Card title")}
                    {cardText("subtitle", "Card subtitle")}
                  </div>
                  <FormField
                    name={name("items")}
                    label="Items"
                    required
                    hint="One per line."
                    error={itemsError}
                  >
                    <textarea
                      id={fieldIds(name("items")).input}
                      rows={5}
                      value={items[index] ?? ""}
                      aria-invalid={itemsError ? true : undefined}
                      aria-describedby={describedBy(name("items"), {
                        hint: true,
                        error: itemsError,
                      })}
                      onChange={(event) =>
                        setCards(
                          values.details.map((other, at) =>
                            at === index ? { ...other, items: lines(event.target.value) } : other,
                          ),
                          items.map((typed, at) => (at === index ? event.target.value : typed)),
                        )
                      }
                      className={inputClass}
                    />
                  </FormField>
                  <ListItemControls
                    name={card.title || `card ${index + 1}`}
                    index={index}
                    count={values.details.length}
                    onMove={(to) =>
                      setCards(moved(values.details, index, to), moved(items, index, to))
                    }
                    onRemove={() =>
                      setCards(
                        values.details.filter((_, at) => at !== index),
                        items.filter((_, at) => at !== index),
                      )
                    }
                  />
                </li>
              );
            })}
          </ol>
          {form.errors.details ? <p role="alert">{form.errors.details}</p> : null}
          <Button
            onClick={() =>
              setCards([...values.details, { title: "", subtitle: "", items: [] }], [...items, ""])
            }
          >
            <Plus aria-hidden className="size-4" />
            Add a card
          </Button>
        </fieldset>

        <fieldset className="space-y-6">
          <legend className="mb-4 font-display text-title font-semibold">Search and sharing</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {text("metaDescription", "Meta description", {
              long: true,
              optional: true,
              hint: "Empty: the description is used.",
            })}
          </div>
          <UploadField
            kind="image"
            name="shareImage"
            label="Share image"
            value={values.shareImage}
            error={form.errors.shareImage}
            onChange={(url) => set({ shareImage: url })}
          />
        </fieldset>

        <div className="flex items-start gap-3">
          <input
            id={fieldIds("published").input}
            type="checkbox"
            checked={values.published}
            onChange={(event) => set({ published: event.target.checked })}
            aria-describedby={fieldIds("published").hint}
            className="mt-1 size-5 accent-brand"
          />
          <div>
            <label htmlFor={fieldIds("published").input} className="font-semibold">
              Published
            </label>
            <p id={fieldIds("published").hint} className="text-sm text-taupe-deep">
              Shown on the site, on /services, in the sitemap and the selector. Unpublished, its
              address goes to the home page.
            </p>
          </div>
        </div>
        {form.errors.path && !isNew ? <p role="alert">{form.errors.path}</p> : null}

        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={form.pending} variant="primary" size="lg">
            {form.pending ? "Saving…" : isNew ? "Add page" : "Save page"}
          </Button>
          {!isNew && page.published ? (
            <a
              href={`/${path}`}
              className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
            >
              View /{path}
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : null}
        </div>
      </form>
      {isNew ? null : (
        <ContentHistory
          of="this page"
          revisions={revisions}
          version={version}
          busy={form.pending}
          restore={(revisionId, at) => restorePage(path, revisionId, at)}
          onResult={(state: ContentActionState) => form.settle(state)}
        />
      )}
    </>
  );
}
