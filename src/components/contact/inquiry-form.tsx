"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { type FormEvent, useActionState, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { contactCopy, inquiryMessages, projectTypeLabels } from "@/content/contact";
import {
  INQUIRY_COMPANY_MAX,
  INQUIRY_EMAIL_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_MESSAGE_ROWS,
  INQUIRY_NAME_MAX,
} from "@/lib/constants";
import {
  fieldErrorsOf,
  HONEYPOT_FIELD,
  INQUIRY_FIELDS,
  type InquiryFieldErrors,
  inquiryFieldsSchema,
  PROJECT_TYPES,
  REFERRER_FIELD,
  TOKEN_FIELD,
} from "@/lib/contact/inquiry-schema";
import { initialInquiryState } from "@/lib/contact/inquiry-state";
import { submitInquiry } from "./actions";
import { controlProps, fieldIds, FormField } from "./form-field";
import { InquiryStatus } from "./inquiry-status";
import { useFormToken } from "./use-form-token";

export const INQUIRY_FORM_ID = "work-with-us";

const noSubscription = () => () => {};
const readReferrer = () => document.referrer;
const noReferrer = () => "";

function checkLocally(form: HTMLFormElement): InquiryFieldErrors | null {
  const data = new FormData(form);
  const fields = Object.fromEntries(INQUIRY_FIELDS.map((field) => [field, data.get(field) ?? ""]));
  const result = inquiryFieldsSchema.safeParse(fields);
  return result.success ? null : fieldErrorsOf(result.error.issues);
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: InquiryFieldErrors) {
  const first = INQUIRY_FIELDS.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`#${fieldIds(first).control}`)?.focus();
}

/**
 * The "Work with Us" form. Without JavaScript it is a plain POST answered with this page; with
 * it, the same action runs in place: pending state, errors beside their fields, the outcome in a
 * live region, and the typed values kept on any error.
 */
export function InquiryForm() {
  const [state, formAction, pending] = useActionState(
    submitInquiry,
    initialInquiryState,
    `/contact#${INQUIRY_FORM_ID}`,
  );
  const [localErrors, setLocalErrors] = useState<InquiryFieldErrors | null>(null);
  const { token, request: requestToken } = useFormToken(state.token);
  const referrer = useSyncExternalStore(noSubscription, readReferrer, noReferrer);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const errors = localErrors ?? state.fieldErrors;
  const message = localErrors ? inquiryMessages.invalid : state.message;

  // After each answer: to the first field to fix, or to the outcome when it is out of sight.
  useEffect(() => {
    if (state.status === "idle") return;
    if (Object.keys(state.fieldErrors).length > 0) {
      focusFirstInvalid(formRef.current, state.fieldErrors);
      return;
    }
    const status = statusRef.current;
    const box = status?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      status?.scrollIntoView({ block: "center" });
    }
  }, [state]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    const found = checkLocally(event.currentTarget);
    setLocalErrors(found);
    if (found) {
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, found);
    }
  }

  const field = (name: (typeof INQUIRY_FIELDS)[number]) => controlProps(name, errors[name]);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      onFocus={requestToken}
      onPointerDown={requestToken}
      aria-describedby="inquiry-required-note"
      className="mt-10"
    >
      <p id="inquiry-required-note" className="text-sm text-taupe-deep">
        {contactCopy.formIntro}
      </p>
      <InquiryStatus
        ref={statusRef}
        status={localErrors ? "error" : state.status}
        message={message}
        pending={pending}
      />
      <div className="mt-8 grid gap-x-6 gap-y-7 md:grid-cols-2">
        <FormField name="name" label="Name" required error={errors.name}>
          <input
            {...field("name")}
            type="text"
            required
            maxLength={INQUIRY_NAME_MAX}
            autoComplete="name"
            defaultValue={state.values.name}
          />
        </FormField>
        <FormField name="email" label="Email" required error={errors.email}>
          <input
            {...field("email")}
            type="email"
            required
            maxLength={INQUIRY_EMAIL_MAX}
            autoComplete="email"
            spellCheck={false}
            defaultValue={state.values.email}
          />
        </FormField>
        <FormField name="company" label="Company" error={errors.company}>
          <input
            {...field("company")}
            type="text"
            maxLength={INQUIRY_COMPANY_MAX}
            autoComplete="organization"
            defaultValue={state.values.company}
          />
        </FormField>
        <FormField name="project" label="Project Type" error={errors.project}>
          <div className="relative">
            <select
              {...field("project")}
              defaultValue={state.values.project}
              className={`${field("project").className} appearance-none pr-12`}
            >
              <option value="">{contactCopy.projectPlaceholder}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {projectTypeLabels[type]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2"
            />
          </div>
        </FormField>
        <FormField name="message" label="Message" required error={errors.message} className="md:col-span-2">
          <textarea
            {...field("message")}
            required
            rows={INQUIRY_MESSAGE_ROWS}
            maxLength={INQUIRY_MESSAGE_MAX}
            placeholder={contactCopy.messagePlaceholder}
            defaultValue={state.values.message}
            className={`${field("message").className} resize-y`}
          />
        </FormField>
      </div>

      {/* Spam robots fill every field they find; people never see this one. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`inquiry-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`inquiry-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      {referrer ? <input type="hidden" name={REFERRER_FIELD} value={referrer} /> : null}

      <div className="mt-10 flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-sm text-taupe-deep">
          {contactCopy.privacyNote}{" "}
          <Link href="/privacy" className="underline underline-offset-4 hover:text-brand">
            {contactCopy.privacyLink}
          </Link>
          .
        </p>
        <SubmitButton pending={pending} />
      </div>
    </form>
  );
}

function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="inline-flex min-h-12 items-center justify-center gap-3 rounded-full bg-brand px-8 py-4 font-semibold text-cream transition-colors hover:bg-brand-deep aria-disabled:cursor-progress aria-disabled:bg-brand-deep"
    >
      {pending ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-cream/40 border-t-cream motion-reduce:animate-none"
        />
      ) : null}
      {pending ? contactCopy.sending : contactCopy.submit}
    </button>
  );
}
