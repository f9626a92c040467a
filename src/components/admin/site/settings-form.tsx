"use client";

import { Button } from "@/components/common/button";
import { useRouter } from "next/navigation";
import { type FormEvent, useState, useTransition } from "react";
import {
  type ContentActionState,
  type ContentRevisionSummary,
  fieldErrors,
} from "@/lib/content/content-revision";
import { type SiteSettings, siteSettingsSchema } from "@/lib/settings/site-settings";
import { restoreSiteSettings, saveSiteSettings } from "@/server/settings/actions";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";
import { type Notice, NoticeRegion } from "../notice";
import { UploadField } from "../portfolio/upload-field";
import { ContentHistory } from "./content-history";
import { SiteTabs } from "./site-tabs";

type Field = keyof SiteSettings;

const groups: ReadonlyArray<{
  legend: string;
  fields: ReadonlyArray<{
    field: Field;
    label: string;
    /** A textarea, across the form. */
    long?: boolean;
    /** A one-line field across the form. */
    wide?: boolean;
    type?: string;
    hint?: string;
  }>;
}> = [
  {
    legend: "Brand",
    fields: [
      { field: "name", label: "Brand name", hint: "As written in the copy: “Minds of …”, titles." },
      { field: "legalName", label: "Legal name" },
      { field: "tagline", label: "Tagline", long: true },
      { field: "footerTagline", label: "Footer tagline", long: true },
      { field: "copyright", label: "Copyright line", wide: true },
    ],
  },
  {
    legend: "Contact",
    fields: [
      { field: "email", label: "Email", type: "email" },
      { field: "phone", label: "Phone", type: "tel" },
      {
        field: "whatsapp",
        label: "WhatsApp number",
        hint: "Digits only, with the country code (919876543210).",
      },
    ],
  },
  {
    legend: "Address",
    fields: [
      { field: "street", label: "Street" },
      { field: "city", label: "City" },
      { field: "region", label: "State or region" },
      { field: "postalCode", label: "Postal code" },
      { field: "country", label: "Country" },
    ],
  },
  {
    legend: "Social links",
    fields: [
      { field: "instagram", label: "Instagram", type: "url", hint: "Leave empty to hide it." },
      { field: "linkedin", label: "LinkedIn", type: "url", hint: "Leave empty to hide it." },
      { field: "x", label: "X", type: "url", hint: "Leave empty to hide it." },
    ],
  },
  {
    legend: "Search and sharing",
    fields: [{ field: "description", label: "Default meta description", long: true }],
  },
];

const OPTIONAL = new Set<Field>(["instagram", "linkedin", "x", "shareImage"]);

type Props = {
  settings: SiteSettings;
  version: string;
  revisions: readonly ContentRevisionSummary[];
  remoteImageHosts: readonly string[];
};

/**
 * /admin/settings: the site's settings, saved as a whole, with their history. The form starts
 * again from the server's values whenever the saved version changes (a save, a restore); the
 * message stays.
 */
export function SettingsForm(props: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 py-12 sm:px-8">
      <SiteTabs
        current="settings"
        intro="The brand, contact details, social links and footer lines every page shows, and the defaults for search and sharing. Saving updates the whole site at once."
      />
      <SettingsFields key={props.version} {...props} onNotice={setNotice} />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}

function SettingsFields({
  settings,
  version,
  revisions,
  remoteImageHosts,
  onNotice,
}: Props & { onNotice: (notice: Notice) => void }) {
  const router = useRouter();
  const [values, setValues] = useState<SiteSettings>(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  function settle(state: ContentActionState) {
    if (state.status === "idle") return;
    onNotice({
      kind: state.status === "saved" ? "success" : "error",
      message: state.message,
      id: Date.now(),
    });
    if (state.status === "invalid") setErrors(state.errors);
    // A save answers with the page's new version (the action refreshes it). A stale save keeps
    // the typed values on screen: the message says to reload for the other version.
    if (state.status === "signed-out") router.refresh();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = siteSettingsSchema(remoteImageHosts).safeParse(values);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(fieldIds(first).input)?.focus();
      return;
    }
    startTransition(async () => {
      try {
        settle(await saveSiteSettings({ version, values: checked.data }));
      } catch {
        settle({ status: "error", message: "The settings could not be saved." });
      }
    });
  }

  const change = (field: Field, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <>
      <form noValidate aria-busy={pending} onSubmit={submit} className="space-y-10">
        {groups.map((group) => (
          <fieldset key={group.legend} className="space-y-6">
            <legend className="mb-4 font-display text-title font-semibold">{group.legend}</legend>
            <div className="grid gap-6 sm:grid-cols-2">
              {group.fields.map(({ field, label, long, wide, type, hint }) => (
                <FormField
                  key={field}
                  name={field}
                  label={label}
                  required={!OPTIONAL.has(field)}
                  hint={hint}
                  error={errors[field]}
                  className={long || wide ? "sm:col-span-2" : ""}
                >
                  {long ? (
                    <textarea
                      id={fieldIds(field).input}
                      value={values[field]}
                      rows={3}
                      aria-invalid={errors[field] ? true : undefined}
                      aria-describedby={describedBy(field, { hint: !!hint, error: errors[field] })}
                      onChange={(event) => change(field, event.target.value)}
                      className={inputClass}
                    />
                  ) : (
                    <input
                      id={fieldIds(field).input}
                      type={type ?? "text"}
                      value={values[field]}
                      aria-invalid={errors[field] ? true : undefined}
                      aria-describedby={describedBy(field, { hint: !!hint, error: errors[field] })}
                      onChange={(event) => change(field, event.target.value)}
                      className={inputClass}
                    />
                  )}
                </FormField>
              ))}
            </div>
            {group.legend === "Search and sharing" ? (
              <UploadField
                kind="image"
                name="shareImage"
                label="Default share image"
                value={values.shareImage}
                error={errors.shareImage}
                onChange={(url) => change("shareImage", url)}
              />
            ) : null}
          </fieldset>
        ))}
        <Button type="submit" disabled={pending} variant="primary" size="lg">
          {pending ? "Saving…" : "Save settings"}
        </Button>
      </form>
      <ContentHistory
        of="the settings"
        revisions={revisions}
        version={version}
        busy={pending}
        restore={restoreSiteSettings}
        onResult={settle}
      />
    </>
  );
}
