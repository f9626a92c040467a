import { Button } from "@/components/common/button";
import { ChevronDown } from "lucide-react";
import { contactCopy, projectTypeLabels } from "@/content/inquiries";
import {
  INQUIRY_COMPANY_MAX,
  INQUIRY_EMAIL_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
} from "@/lib/inquiries/inquiry-values";
import {
  HONEYPOT_FIELD,
  type InquiryField,
  type InquiryFieldErrors,
  type InquiryValues,
  PROJECT_TYPES,
  REFERRER_FIELD,
  TOKEN_FIELD,
} from "@/lib/inquiries/inquiry-values";
import { controlProps, FormField } from "@/components/common/form-field";

const INQUIRY_MESSAGE_ROWS = 5;

/**
 * The visible fields of "Work with Us". Text fields are uncontrolled (they start from the
 * values the last answer carried); the select is controlled by the form.
 */
export function InquiryFields({
  errors,
  values,
  project,
  onProjectChange,
}: {
  errors: InquiryFieldErrors;
  values: InquiryValues;
  project: string;
  onProjectChange: (value: string) => void;
}) {
  const field = (name: InquiryField) => controlProps(name, errors[name]);
  return (
    <div className="mt-8 grid gap-x-6 gap-y-7 md:grid-cols-2">
      <FormField look="site" name="name" label="Name" required error={errors.name}>
        <input
          {...field("name")}
          type="text"
          required
          maxLength={INQUIRY_NAME_MAX}
          autoComplete="name"
          defaultValue={values.name}
        />
      </FormField>
      <FormField look="site" name="email" label="Email" required error={errors.email}>
        <input
          {...field("email")}
          type="email"
          required
          maxLength={INQUIRY_EMAIL_MAX}
          autoComplete="email"
          spellCheck={false}
          defaultValue={values.email}
        />
      </FormField>
      <FormField look="site" name="company" label="Company" error={errors.company}>
        <input
          {...field("company")}
          type="text"
          maxLength={INQUIRY_COMPANY_MAX}
          autoComplete="organization"
          defaultValue={values.company}
        />
      </FormField>
      <FormField look="site" name="project" label="Project Type" error={errors.project}>
        <div className="relative">
          <select
            {...field("project")}
            value={project}
            onChange={(event) => onProjectChange(event.target.value)}
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
      <FormField
        look="site"
        name="message"
        label="Message"
        required
        error={errors.message}
        className="md:col-span-2"
      >
        <textarea
          {...field("message")}
          required
          rows={INQUIRY_MESSAGE_ROWS}
          maxLength={INQUIRY_MESSAGE_MAX}
          placeholder={contactCopy.messagePlaceholder}
          defaultValue={values.message}
          className={`${field("message").className} resize-y`}
        />
      </FormField>
    </div>
  );
}

/** What the form sends besides the visible fields: the honeypot, the token, the referrer. */
export function HiddenFields({ token, referrer }: { token: string; referrer: string }) {
  return (
    <>
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
    </>
  );
}

export function SubmitButton({ pending }: { pending: boolean }) {
  return (
    <Button
      type="submit"
      aria-disabled={pending || undefined}
      variant="primary"
      size="xl"
      className="aria-disabled:cursor-progress aria-disabled:bg-brand-deep aria-disabled:opacity-100"
    >
      {pending ? (
        <span
          aria-hidden
          className="size-4 animate-spin rounded-full border-2 border-cream/40 border-t-cream motion-reduce:animate-none"
        />
      ) : null}
      {pending ? contactCopy.sending : contactCopy.submit}
    </Button>
  );
}
