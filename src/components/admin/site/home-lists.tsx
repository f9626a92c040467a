"use client";

import { Button } from "@/components/common/button";
import { Plus } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { ServiceCard } from "@/content/home-services";
import type { CatalogueEntry } from "@/content/page-catalogue";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import {
  SERVICE_BACKGROUNDS,
  SERVICE_ICONS,
  type SelectorPairsContent,
  type ServiceCardsContent,
  selectorPairsSchema,
  serviceCardsSchema,
} from "@/lib/home/home-content";
import {
  restoreSelectorPairs,
  restoreServiceCards,
  saveSelectorPairs,
  saveServiceCards,
} from "@/server/home/actions";
import { describedBy, FormField, inputClass } from "@/components/common/form-field";
import { type Notice, NoticeRegion } from "../notice";
import { ContentHistory } from "./content-history";
import { ListItemControls } from "./list-item-controls";
import { SiteTabs } from "./site-tabs";
import { fieldName, moved, useContentDocument } from "./use-content-document";

type Loaded<T> = { value: T; version: string; revisions: ContentRevisionSummary[] };

/** /admin/home: the "What We Create" cards and the selector's pairs, each saved as a list. */
export function HomeLists({
  cards,
  pairs,
  catalogue,
}: {
  cards: Loaded<ServiceCardsContent>;
  pairs: Loaded<SelectorPairsContent>;
  catalogue: readonly CatalogueEntry[];
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [moves, setMoves] = useState("");
  const announce = (message: string) => setMoves(message);
  return (
    <div className="mx-auto max-w-5xl space-y-16 px-5 py-12 sm:px-8">
      <SiteTabs
        current="home"
        intro="The home page's “What We Create” cards and the floating selector's “We do … for …” pairs, in the order shown. Save each list to update the home page at once."
      />
      <ServiceCardsForm
        key={`cards:${cards.version}`}
        {...cards}
        onNotice={setNotice}
        announce={announce}
      />
      <SelectorPairsForm
        key={`pairs:${pairs.version}`}
        {...pairs}
        catalogue={catalogue}
        onNotice={setNotice}
        announce={announce}
      />
      <p aria-live="polite" className="sr-only">
        {moves}
      </p>
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}

type FormProps<T> = Loaded<T> & {
  onNotice: (notice: Notice) => void;
  announce: (message: string) => void;
};

function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <h2 id={id} className="font-display text-title font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function TextInput({
  name,
  label,
  value,
  error,
  long,
  hint,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  long?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const props = {
    id: `field-${name}`,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, { hint: !!hint, error }),
    className: inputClass,
  } as const;
  return (
    <FormField name={name} label={label} required hint={hint} error={error}>
      {long ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

function SelectInput({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField name={name} label={label} required>
      <select
        id={`field-${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

function newCardId(cards: readonly ServiceCard[]): string {
  let n = cards.length + 1;
  while (cards.some((card) => card.id === `service-${n}`)) n++;
  return `service-${n}`;
}

function ServiceCardsForm({
  value,
  version,
  revisions,
  onNotice,
  announce,
}: FormProps<ServiceCardsContent>) {
  const form = useContentDocument({
    initial: value,
    version,
    schema: serviceCardsSchema,
    save: saveServiceCards,
    onNotice,
  });
  const cards = form.values.cards;
  const setCards = (next: ServiceCard[]) => form.setValues({ cards: next });
  const change = (index: number, field: keyof ServiceCard, text: string) =>
    setCards(cards.map((card, at) => (at === index ? { ...card, [field]: text } : card)));
  const error = (index: number, field: string) => form.errors[`cards.${index}.${field}`];
  return (
    <ListSection id="service-cards-title" title={`Service cards (${cards.length})`}>
      <form
        noValidate
        aria-busy={form.pending}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          form.submit();
        }}
        className="space-y-6"
      >
        <ol className="space-y-6">
          {cards.map((card, index) => (
            <li key={card.id} className="space-y-5 border-l-4 border-ink/15 bg-white/60 p-5">
              <h3 className="font-display text-xl font-semibold">
                {index + 1}. {card.title || "New card"}
              </h3>
              <div className="grid gap-5 sm:grid-cols-3">
                <TextInput
                  name={fieldName(`cards.${index}.title`)}
                  label="Title"
                  value={card.title}
                  error={error(index, "title")}
                  onChange={(text) => change(index, "title", text)}
                />
                <SelectInput
                  name={fieldName(`cards.${index}.icon`)}
                  label="Icon"
                  value={card.icon}
                  options={SERVICE_ICONS}
                  onChange={(text) => change(index, "icon", text)}
                />
                <SelectInput
                  name={fieldName(`cards.${index}.background`)}
                  label="Background"
                  value={card.background}
                  options={SERVICE_BACKGROUNDS}
                  onChange={(text) => change(index, "background", text)}
                />
              </div>
              <TextInput
                name={fieldName(`cards.${index}.description`)}
                label="Description"
                value={card.description}
                error={error(index, "description")}
                onChange={(text) => change(index, "description", text)}
              />
              <TextInput
                name={fieldName(`cards.${index}.details`)}
                label="Details"
                long
                hint="Separated by commas; each becomes a bullet of the open card."
                value={card.details}
                error={error(index, "details")}
                onChange={(text) => change(index, "details", text)}
              />
              <ListItemControls
                name={card.title || `card ${index + 1}`}
                index={index}
                count={cards.length}
                onMove={(to) => {
                  setCards(moved(cards, index, to));
                  announce(`Moved ${card.title} to position ${to + 1} of ${cards.length}.`);
                }}
                onRemove={() => setCards(cards.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
        {form.errors.cards ? <p role="alert">{form.errors.cards}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() =>
              setCards([
                ...cards,
                {
                  id: newCardId(cards),
                  title: "",
                  icon: "sparkles",
                  description: "",
                  details: "",
                  background: "cream",
                },
              ])
            }
          >
            <Plus aria-hidden className="size-4" />
            Add a card
          </Button>
          <Button type="submit" disabled={form.pending} variant="primary" size="lg">
            {form.pending ? "Saving…" : "Save service cards"}
          </Button>
        </div>
      </form>
      <ContentHistory
        of="the service cards"
        revisions={revisions}
        version={version}
        busy={form.pending}
        restore={restoreServiceCards}
        onResult={form.settle}
      />
    </ListSection>
  );
}

const splitAudiences = (text: string) => text.split(",").map((part) => part.trim());

function SelectorPairsForm({
  value,
  version,
  revisions,
  catalogue,
  onNotice,
  announce,
}: FormProps<SelectorPairsContent> & { catalogue: readonly CatalogueEntry[] }) {
  const form = useContentDocument({
    initial: value,
    version,
    schema: selectorPairsSchema(catalogue),
    save: saveSelectorPairs,
    onNotice,
  });
  const pairs = form.values.pairs;
  // The audiences as typed (commas and all); the list sent is split from it.
  const [typed, setTyped] = useState(() => pairs.map((pair) => pair.audiences.join(", ")));
  const setPairs = (next: SelectorPairsContent["pairs"], nextTyped: string[]) => {
    form.setValues({ pairs: next });
    setTyped(nextTyped);
  };
  const audienceError = (index: number) =>
    Object.entries(form.errors).find(([key]) => key.startsWith(`pairs.${index}.audiences`))?.[1];
  return (
    <ListSection id="selector-pairs-title" title={`Selector pairs (${pairs.length})`}>
      <p className="max-w-2xl text-ink-soft">
        Each word becomes a chip that opens a page: write a page’s name (“Brand Identity”,
        “Healthcare”) or another name the site knows it by (“Hospitals”).
      </p>
      <form
        noValidate
        aria-busy={form.pending}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          form.submit();
        }}
        className="space-y-6"
      >
        <ol className="space-y-6">
          {pairs.map((pair, index) => (
            <li key={index} className="space-y-5 border-l-4 border-ink/15 bg-white/60 p-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextInput
                  name={fieldName(`pairs.${index}.design`)}
                  label={`Service ${index + 1}`}
                  value={pair.design}
                  error={form.errors[`pairs.${index}.design`]}
                  onChange={(text) =>
                    setPairs(
                      pairs.map((item, at) => (at === index ? { ...item, design: text } : item)),
                      typed,
                    )
                  }
                />
                <TextInput
                  name={fieldName(`pairs.${index}.audiences`)}
                  label={`Audiences of service ${index + 1}`}
                  hint="Separated by commas."
                  value={typed[index] ?? ""}
                  error={audienceError(index)}
                  onChange={(text) =>
                    setPairs(
                      pairs.map((item, at) =>
                        at === index ? { ...item, audiences: splitAudiences(text) } : item,
                      ),
                      typed.map((item, at) => (at === index ? text : item)),
                    )
                  }
                />
              </div>
              <ListItemControls
                name={pair.design || `pair ${index + 1}`}
                index={index}
                count={pairs.length}
                onMove={(to) => {
                  setPairs(moved(pairs, index, to), moved(typed, index, to));
                  announce(`Moved ${pair.design} to position ${to + 1} of ${pairs.length}.`);
                }}
                onRemove={() =>
                  setPairs(
                    pairs.filter((_, at) => at !== index),
                    typed.filter((_, at) => at !== index),
                  )
                }
              />
            </li>
          ))}
        </ol>
        {form.errors.pairs ? <p role="alert">{form.errors.pairs}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => setPairs([...pairs, { design: "", audiences: [] }], [...typed, ""])}
          >
            <Plus aria-hidden className="size-4" />
            Add a pair
          </Button>
          <Button type="submit" disabled={form.pending} variant="primary" size="lg">
            {form.pending ? "Saving…" : "Save selector pairs"}
          </Button>
        </div>
      </form>
      <ContentHistory
        of="the selector pairs"
        revisions={revisions}
        version={version}
        busy={form.pending}
        restore={restoreSelectorPairs}
        onResult={form.settle}
      />
    </ListSection>
  );
}
