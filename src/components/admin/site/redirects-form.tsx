"use client";

import { Button } from "@/components/common/button";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ContentRevisionSummary } from "@/lib/content/content-revision";
import {
  parseRedirectLines,
  type Redirect,
  type RedirectsContent,
  redirectsSchema,
} from "@/lib/redirects/redirects";
import { restoreRedirects, saveRedirects } from "@/server/redirects/actions";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { type Notice, NoticeRegion } from "../notice";
import { ContentHistory } from "./content-history";
import { SiteTabs } from "./site-tabs";
import { fieldName, useContentDocument } from "./use-content-document";

type Props = { value: RedirectsContent; version: string; revisions: ContentRevisionSummary[] };

/** /admin/redirects: the old addresses sent on to pages of the site, saved as one list. */
export function RedirectsForm(props: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 py-12 sm:px-8">
      <SiteTabs
        current="redirects"
        intro="Old addresses sent on to a page of this site: after a page moved, or when moving in from another site. A redirect applies to a path the site does not serve; any other unknown path still goes to the home page."
      />
      <RedirectsList key={props.version} {...props} onNotice={setNotice} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}

const EMPTY: Redirect = { from: "", to: "", permanent: true };

function RedirectsList({
  value,
  version,
  revisions,
  onNotice,
}: Props & { onNotice: (notice: Notice) => void }) {
  const form = useContentDocument({
    initial: value,
    version,
    schema: redirectsSchema(),
    save: saveRedirects,
    onNotice,
  });
  const redirects = form.values.redirects;
  const setRedirects = (next: Redirect[]) => form.setValues({ redirects: next });
  const change = (index: number, patch: Partial<Redirect>) =>
    setRedirects(redirects.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  // After "Add a redirect", the new row's first field takes the focus.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`field-${fieldName(`redirects.${focusRow.current}.from`)}`)?.focus();
    focusRow.current = null;
  }, [redirects.length]);
  const [status, setStatus] = useState("");

  return (
    <section aria-labelledby="redirects-title" className="space-y-8">
      <h2 id="redirects-title" className="font-display text-title font-semibold">
        Redirects ({redirects.length})
      </h2>
      <form
        noValidate
        aria-busy={form.pending}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          form.submit();
        }}
        className="space-y-6"
      >
        {redirects.length === 0 ? (
          <p className="text-ink-soft">No redirects yet: every unknown path goes home.</p>
        ) : (
          <ol className="space-y-4">
            {redirects.map((redirect, index) => (
              <li key={index}>
                <RedirectRow
                  index={index}
                  redirect={redirect}
                  errors={form.errors}
                  onChange={(patch) => change(index, patch)}
                  onRemove={() => {
                    setRedirects(redirects.filter((_, at) => at !== index));
                    setStatus(`Removed the redirect from ${redirect.from || "an empty path"}.`);
                  }}
                />
              </li>
            ))}
          </ol>
        )}
        {form.errors.redirects ? <p role="alert">{form.errors.redirects}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setRedirects([...redirects, EMPTY]);
              focusRow.current = redirects.length;
            }}
          >
            <Plus aria-hidden className="size-4" />
            Add a redirect
          </Button>
          <Button type="submit" disabled={form.pending} variant="primary" size="lg">
            {form.pending ? "Saving…" : "Save redirects"}
          </Button>
        </div>
      </form>
      <PasteRedirects
        onAdd={(added) => {
          setRedirects([...redirects, ...added]);
          setStatus(
            `Added ${added.length} redirect${added.length === 1 ? "" : "s"} to the list: save to apply them.`,
          );
        }}
      />
      <p aria-live="polite" className="text-sm text-ink-soft">
        {status}
      </p>
      <ContentHistory
        of="the redirects"
        revisions={revisions}
        version={version}
        busy={form.pending}
        restore={restoreRedirects}
        onResult={form.settle}
      />
    </section>
  );
}

function RedirectRow({
  index,
  redirect,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  redirect: Redirect;
  errors: Record<string, string>;
  onChange: (patch: Partial<Redirect>) => void;
  onRemove: () => void;
}) {
  const name = (field: keyof Redirect) => fieldName(`redirects.${index}.${field}`);
  const error = (field: keyof Redirect) => errors[`redirects.${index}.${field}`];
  const text = (field: "from" | "to", label: string, hint: string) => (
    <FormField name={name(field)} label={label} required hint={hint} error={error(field)}>
      <input
        id={fieldIds(name(field)).input}
        type="text"
        value={redirect[field]}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={describedBy(name(field), { hint: true, error: error(field) })}
        onChange={(event) => onChange({ [field]: event.target.value })}
        className={inputClass}
      />
    </FormField>
  );
  return (
    <fieldset className="border-l-4 border-ink/15 bg-white/60 p-5">
      <legend className="sr-only">Redirect {index + 1}</legend>
      <div className="grid gap-5 md:grid-cols-[1fr_1fr_12rem] md:items-start">
        {text("from", "Old path", "Like /about-us.html")}
        {text("to", "New path", "A page of this site, like /about")}
        <FormField name={name("permanent")} label="Type" required>
          <select
            id={fieldIds(name("permanent")).input}
            value={redirect.permanent ? "permanent" : "temporary"}
            onChange={(event) => onChange({ permanent: event.target.value === "permanent" })}
            className={inputClass}
          >
            <option value="permanent">Permanent (308)</option>
            <option value="temporary">Temporary (307)</option>
          </select>
        </FormField>
      </div>
      <Button onClick={onRemove} className="mt-4">
        <Trash2 aria-hidden className="size-4" />
        Remove<span className="sr-only"> redirect {index + 1}</span>
      </Button>
    </fieldset>
  );
}

/** Many redirects at once, pasted from a spreadsheet or the old site's list of addresses. */
function PasteRedirects({ onAdd }: { onAdd: (redirects: Redirect[]) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const name = "paste";
  return (
    <section aria-labelledby="paste-title" className="space-y-4 border-t border-ink/10 pt-8">
      <h3 id="paste-title" className="font-display text-xl font-semibold">
        Add many at once
      </h3>
      <FormField
        name={name}
        label="Redirects, one per line"
        hint="The old path, then the new one, then “temporary” if it is: /about-us.html /about. Full addresses of the old site work too, and commas between them (a spreadsheet’s columns)."
        error={error}
      >
        <textarea
          ref={field}
          id={fieldIds(name).input}
          rows={4}
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, { hint: true, error })}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
      </FormField>
      <Button
        onClick={() => {
          const { redirects, bad } = parseRedirectLines(text);
          if (bad.length > 0) {
            setError(
              `Line${bad.length === 1 ? "" : "s"} ${bad.join(", ")} ${bad.length === 1 ? "is" : "are"} not “old-path new-path”, optionally followed by “temporary”. Nothing was added.`,
            );
            field.current?.focus();
            return;
          }
          if (redirects.length === 0) {
            setError("Paste at least one line.");
            field.current?.focus();
            return;
          }
          setError(undefined);
          setText("");
          onAdd(redirects);
        }}
      >
        <Plus aria-hidden className="size-4" />
        Add to the list
      </Button>
    </section>
  );
}
