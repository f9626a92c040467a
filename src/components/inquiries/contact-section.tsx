import { contactCopy } from "@/content/inquiries";
import { GetInTouch } from "./get-in-touch";
import { INQUIRY_FORM_ID, InquiryForm } from "./inquiry-form";

/** The contact page's body: the direct ways in beside the "Work with Us" form. */
export function ContactSection() {
  return (
    <div className="border-t border-ink/15 px-5 pt-16 pb-24 sm:px-8 md:pt-24 md:pb-32">
      <div className="mx-auto grid max-w-7xl gap-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-24">
        <GetInTouch />
        <section aria-labelledby={INQUIRY_FORM_ID} className="relative">
          <h2 id={INQUIRY_FORM_ID} className="font-display text-title font-semibold">
            {contactCopy.formTitle}
          </h2>
          <InquiryForm />
        </section>
      </div>
    </div>
  );
}
