import { formatAddress, site } from "./site";

/** Who runs the site, as the policy names them: the site settings (0035), else the shipped ones. */
export type PolicyOwner = {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: string;
};

const shippedOwner: PolicyOwner = { ...site, address: formatAddress() };

/** Text with optional links; a link is written as `{ text, href }`. */
export type Inline = string | { text: string; href: string };
export type PrivacyBlock =
  | { kind: "paragraph"; content: readonly Inline[] }
  | { kind: "list"; items: readonly (readonly Inline[])[] }
  | { kind: "terms"; items: readonly { term: string; description: string }[] };
export type PrivacySection = { id: string; heading: string; blocks: readonly PrivacyBlock[] };

/** ISO date of the last change to the policy; change it whenever the text changes. */
export const PRIVACY_POLICY_UPDATED = "2026-11-22";

const mailOf = (owner: PolicyOwner) => ({
  text: owner.email,
  href: `mailto:${owner.email}?subject=Privacy%20request`,
});
const p = (...content: Inline[]): PrivacyBlock => ({ kind: "paragraph", content });
const list = (...items: Inline[][]): PrivacyBlock => ({ kind: "list", items });

/** The policy's summary; `retentionDays` is the configured INQUIRY_RETENTION_DAYS. */
export const privacySummary = (retentionDays: number, owner: PolicyOwner = shippedOwner) =>
  `${owner.name} collects only what you choose to send us through the inquiry form, uses it to answer you, and deletes it after ${daysLabel(retentionDays)}. There are no tracking cookies, no advertising trackers and no analytics that follow you around.`;

function daysLabel(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** The policy's sections; `retentionDays` is the configured INQUIRY_RETENTION_DAYS. */
export const privacySections = (
  retentionDays: number,
  owner: PolicyOwner = shippedOwner,
): readonly PrivacySection[] => [
  {
    id: "who-we-are",
    heading: "Who we are",
    blocks: [
      p(
        `This site is run by ${owner.legalName} ("${owner.name}", "we"), ${owner.address}. For the purposes of India's Digital Personal Data Protection Act, 2023 (the DPDP Act), we are the data fiduciary for the personal data described here. Questions about this policy go to `,
        mailOf(owner),
        ".",
      ),
    ],
  },
  {
    id: "what-we-store",
    heading: "What we store when you send an inquiry",
    blocks: [
      p(
        "Browsing the site stores nothing about you. When you send the Work with Us form, we store:",
      ),
      {
        kind: "terms",
        items: [
          { term: "Name and email address", description: "so we know who wrote and can reply." },
          { term: "Company", description: "if you give it, to understand who the project is for." },
          {
            term: "Project type",
            description: "if you choose one, to pass your inquiry to the right people.",
          },
          {
            term: "Message",
            description: "what you tell us about your project, goals and timeline.",
          },
          { term: "Time", description: "when the inquiry arrived." },
          {
            term: "A hash of your internet address",
            description:
              "a one-way fingerprint of your IP address, not the address itself. We cannot turn it back into your address; we use it to recognise repeated submissions from the same connection.",
          },
          {
            term: "User agent",
            description:
              "the browser and device description your browser sends with every request.",
          },
          { term: "Referring page", description: "the page of this site you sent the form from." },
        ],
      },
    ],
  },
  {
    id: "why",
    heading: "Why we store it",
    blocks: [
      list(
        [
          "To read and answer your inquiry, and to keep a record of the conversation while we discuss your project.",
        ],
        [
          "To keep the form usable: the hashed address and the user agent let us slow down and filter spam and abuse.",
        ],
        [
          "To learn which pages lead people to get in touch, from the referring page, counted in aggregate.",
        ],
      ),
      p(
        "We process this data because you give it to us when you send the form, for the purpose of answering you. We do not use it for newsletters or advertising, we do not combine it with data from elsewhere, and we never sell it.",
      ),
    ],
  },
  {
    id: "how-long",
    heading: "How long we keep it",
    blocks: [
      p(
        `Each inquiry is deleted ${daysLabel(retentionDays)} after it arrives, together with the notification email it produced. If the conversation turns into a project, what we need to deliver it is then covered by our contract with you, not by this form. You can ask us to delete an inquiry sooner at any time (see below).`,
      ),
    ],
  },
  {
    id: "who-else",
    heading: "Who else handles it",
    blocks: [
      p(
        "We do not share your inquiry with anyone for their own purposes. A few providers handle it on our behalf, under contract and only to provide their service to us:",
      ),
      list(
        [
          "Our email delivery provider, which carries the notification of your inquiry to our team's mailbox.",
        ],
        ["Our hosting provider, which runs the server and database the site stores inquiries in."],
      ),
      p(
        "The site's operator uses an AI writing assistant to draft blog posts. Nothing you send through the form is ever passed to it.",
      ),
    ],
  },
  {
    id: "cookies",
    heading: "Cookies and browser storage",
    blocks: [
      list(
        [
          "No tracking, analytics or advertising cookies, and no third-party scripts. Fonts and images come from this site's own server, so your browser talks to nobody else while you read.",
        ],
        [
          "One cookie exists: the admin session cookie, set only when the site's operator signs in to manage the blog. Visitors never receive it.",
        ],
        [
          "Your browser's session storage keeps one flag so the opening animation plays only once per visit. It never leaves your browser and disappears when you close the tab.",
        ],
      ),
    ],
  },
  {
    id: "your-rights",
    heading: "Your rights",
    blocks: [
      p("Under the DPDP Act you can, free of charge:"),
      {
        kind: "terms",
        items: [
          {
            term: "Ask what we hold",
            description:
              "a summary of the personal data we have about you, what we do with it and who has handled it for us.",
          },
          {
            term: "Have it corrected",
            description:
              "fix anything inaccurate, complete anything missing, or update what has changed.",
          },
          {
            term: "Have it erased",
            description: "ask us to delete your inquiry before the retention period ends.",
          },
          {
            term: "Withdraw your consent",
            description:
              "as easily as you gave it. We then stop using your data and delete it; what we did before stays lawful.",
          },
          {
            term: "Nominate someone",
            description:
              "name a person who can use these rights for you if you die or become unable to.",
          },
          {
            term: "Complain",
            description:
              "tell us if we got something wrong, and we will put it right. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.",
          },
        ],
      },
    ],
  },
  {
    id: "requests",
    heading: "How to make a request",
    blocks: [
      p(
        "Email ",
        mailOf(owner),
        " from the address you used in your inquiry, so we can tell it is you, and say what you would like us to do. We confirm when it is done. You can also write to us at ",
        owner.address,
        " or call ",
        { text: owner.phone, href: `tel:${owner.phone.replace(/[\s()-]+/g, "")}` },
        ".",
      ),
    ],
  },
  {
    id: "children",
    heading: "Children",
    blocks: [
      p(
        "The inquiry form is meant for adults writing on behalf of a business or organisation. If you are under 18, please ask a parent or guardian to get in touch for you.",
      ),
    ],
  },
  {
    id: "changes",
    heading: "Changes to this policy",
    blocks: [
      p(
        "If what we collect or how we use it changes, we update this page and the date at the top before the change takes effect.",
      ),
    ],
  },
];
