import { emptyInquiryValues, type InquiryFieldErrors, type InquiryValues } from "./inquiry-values";

/** What the contact form's server action answers; rendered with or without JavaScript. */
export type InquiryFormState = {
  status: "idle" | "success" | "error";
  /** A sentence for the live region: the success message or what went wrong overall. */
  message: string | null;
  fieldErrors: InquiryFieldErrors;
  /** What the visitor typed, kept on error; blank after success. */
  values: InquiryValues;
  /** The form token to send next time, when the server issued one (see fill-token.ts). */
  token: string | null;
};

export const initialInquiryState: InquiryFormState = {
  status: "idle",
  message: null,
  fieldErrors: {},
  values: emptyInquiryValues,
  token: null,
};
