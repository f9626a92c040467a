import type { ProjectType } from "@/lib/inquiries/inquiry-values";
import { site } from "./site";

/** The contact page's words. */
export const contactCopy = {
  metaTitle: "Contact",
  metaDescription: (brand: string) =>
    `Tell ${brand} about your project: brand identity, design, digital, marketing or strategy. Write to us, message us on WhatsApp, or send the form.`,
  eyebrow: "Contact",
  /** The hero's heading, "Let's Create"; the second part is set in the accent colour. */
  heroTitle: ["Let's", "Create"],
  heroSubtitle:
    "Tell us where your brand stands today and where it should lead. We read every message and reply personally.",
  getInTouch: "Get in Touch",
  emailLabel: "Email",
  whatsappLabel: "WhatsApp",
  locationLabel: "Location",
  formTitle: "Work with Us",
  formIntro: "Fields marked with an asterisk are required.",
  submit: "Send Message",
  sending: "Sending…",
  messagePlaceholder: "Tell us about your project, your goals and your timeline.",
  projectPlaceholder: "Select a service...",
  privacyNote: "We use your details only to answer you. See our",
  privacyLink: "privacy policy",
} as const;

/** Labels of the Project Type options; the values are the original form's. */
export const projectTypeLabels: Record<ProjectType, string> = {
  "brand-identity": "Brand Identity",
  "creative-design": "Creative Design",
  digital: "Digital",
  marketing: "Marketing",
  strategy: "Strategy",
  multimedia: "Multimedia",
  extended: "Extended",
};

/** What a person is told, in plain words, when the form cannot take their message. */
export const inquiryMessages = {
  success: "Thank you! Your message has reached us. We will reply to you by email soon.",
  invalid: "Please check the highlighted fields and send again.",
  honeypot: `Your message was not sent: a field that people cannot see was filled in, which is what spam robots do. If you are a person, please reload the page and try again, or write to us at ${site.email}.`,
  tooFast:
    "That was quicker than a person can type, so we held it back. Please check your message, wait a moment and press Send Message again.",
  confirm: "Almost there: please check your message and press Send Message again to confirm.",
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}, or write to us at ${site.email}.`,
  unexpectedFields:
    "The form was sent with fields it does not have. Please reload the page and try again.",
  unavailable: `We could not save your message just now. Nothing was sent; please try again in a moment, or write to us at ${site.email}.`,
} as const;
