"use client";

import Link from "next/link";
import {
  type FormEvent,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { noSubscription } from "@/components/common/use-hydrated";
import { scrollToTarget } from "@/components/layout/scroll-controller";
import { contactCopy, inquiryMessages } from "@/content/inquiries";
import { initialInquiryState } from "@/lib/inquiries/inquiry-state";
import { INQUIRY_FIELDS, type InquiryFieldErrors } from "@/lib/inquiries/inquiry-values";
import { submitInquiry } from "../../server/inquiries/actions";
import { fieldIds } from "@/components/common/form-field";
import { HiddenFields, InquiryFields, SubmitButton } from "./inquiry-fields";
import { InquiryStatus } from "./inquiry-status";
import { useFormToken } from "./use-form-token";

export const INQUIRY_FORM_ID = "work-with-us";

const readReferrer = () => document.referrer;
const noReferrer = () => "";

type InquiryRules = typeof import("@/lib/inquiries/inquiry-schema");
let rules: Promise<InquiryRules> | null = null;

/**
 * The form's rules (zod) are loaded when someone starts on the form rather than with the page;
 * a failed load is tried again next time.
 */
function loadRules(): Promise<InquiryRules> {
  rules ??= import("@/lib/inquiries/inquiry-schema").catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
}

/**
 * The browser's check before sending: the errors to show, or null when the values pass. When the
 * rules cannot be loaded (offline, say), the form is sent and the server's check answers.
 */
async function checkLocally(data: FormData): Promise<InquiryFieldErrors | null> {
  const loaded = await loadRules().catch(() => null);
  if (!loaded) return null;
  const fields = Object.fromEntries(INQUIRY_FIELDS.map((field) => [field, data.get(field) ?? ""]));
  const result = loaded.inquiryFieldsSchema.safeParse(fields);
  return result.success ? null : loaded.fieldErrorsOf(result.error.issues);
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: InquiryFieldErrors) {
  const first = INQUIRY_FIELDS.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`#${fieldIds(first, "inquiry").input}`)?.focus();
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
  const checking = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // Each new answer sets the select (adjusting state while rendering, as React recommends), so
  // that it shows what was sent after an error and the placeholder after success.
  const [project, setProject] = useState(state.values.project);
  const [answer, setAnswer] = useState(state);
  if (answer !== state) {
    setAnswer(state);
    setProject(state.values.project);
  }

  // After each answer: a sent form is cleared; then to the first field to fix, or to the
  // outcome when it is out of sight.
  useEffect(() => {
    if (state.status === "idle") return;
    if (state.status === "success") formRef.current?.reset();
    if (Object.keys(state.fieldErrors).length > 0) {
      focusFirstInvalid(formRef.current, state.fieldErrors);
      return;
    }
    const status = statusRef.current;
    const box = status?.getBoundingClientRect();
    if (status && box && (box.top < 0 || box.bottom > window.innerHeight)) scrollToTarget(status);
  }, [state]);

  /**
   * With JavaScript the form is sent from here rather than by React's form action, which would
   * reset the form after every answer; on an error the fields must keep what was typed.
   */
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    const form = event.currentTarget;
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    checking.current = true;
    const found = await checkLocally(data).finally(() => (checking.current = false));
    setLocalErrors(found);
    if (found) {
      focusFirstInvalid(form, found);
      return;
    }
    startTransition(() => formAction(data));
  }

  function prepare() {
    requestToken();
    loadRules().catch(() => {});
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
      aria-labelledby={INQUIRY_FORM_ID}
      aria-describedby="inquiry-required-note"
      className="mt-10"
    >
      <p id="inquiry-required-note" className="text-sm text-taupe-deep">
        {contactCopy.formIntro}
      </p>
      <InquiryStatus
        ref={statusRef}
        status={localErrors ? "error" : state.status}
        message={localErrors ? inquiryMessages.invalid : state.message}
        pending={pending}
      />
      <InquiryFields
        errors={localErrors ?? state.fieldErrors}
        values={state.values}
        project={project}
        onProjectChange={setProject}
      />
      <HiddenFields token={token} referrer={referrer} />
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
