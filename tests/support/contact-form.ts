/*
 * The contact form's wire protocol, for tests and the benchmark: what a browser sends when it
 * posts the form with JavaScript (a server-action call) or without (a plain multipart POST).
 */

export type ContactFormTemplate = {
  /** The form's action URL as the page renders it. */
  action: string;
  /** The hidden fields React renders for a progressively enhanced form ($ACTION_…). */
  actionFields: Array<[string, string]>;
  /** The server action's id, as the browser's JavaScript calls it. */
  actionId: string;
};

export type ContactFields = Partial<
  Record<
    "name" | "email" | "company" | "project" | "message" | "website" | "token" | "referrer",
    string
  >
> &
  Record<string, string | undefined>;

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
};

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Reads the form's action and hidden framework fields from the contact page's HTML. */
function parseContactForm(html: string): ContactFormTemplate {
  const form = /<form[^>]*action="[^"]*"[^>]*>/.exec(html)?.[0];
  if (!form) throw new Error("no form with an action on the page");
  const actionFields: Array<[string, string]> = [];
  for (const [tag] of html.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (name?.startsWith("$ACTION")) actionFields.push([name, attribute(tag, "value") ?? ""]);
  }
  const reference = actionFields.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const actionId = reference ? (JSON.parse(reference) as { id?: string }).id : undefined;
  if (!actionId) throw new Error("no server action reference in the form");
  return { action: attribute(form, "action") ?? "/contact", actionFields, actionId };
}

export async function readContactForm(baseUrl: string): Promise<ContactFormTemplate> {
  const response = await fetch(`${baseUrl}/contact`);
  if (!response.ok) throw new Error(`GET /contact answered ${response.status}`);
  return parseContactForm(await response.text());
}

export async function fetchFormToken(baseUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/inquiries/token`, { headers });
  if (!response.ok) throw new Error(`token route answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function fieldEntries(fields: ContactFields): Array<[string, string]> {
  return Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
}

/** A browser without JavaScript: a multipart POST of the form, answered with the page. */
export function postFormWithoutJs(
  baseUrl: string,
  template: ContactFormTemplate,
  fields: ContactFields,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of template.actionFields) body.append(name, value);
  for (const [name, value] of fieldEntries(fields)) body.append(name, value);
  const url = new URL(template.action, baseUrl);
  url.hash = "";
  return fetch(url, {
    method: "POST",
    body,
    headers: { origin: baseUrl, ...headers },
    redirect: "manual",
  });
}

/**
 * A browser with JavaScript: React calls the action with (previous state, form data), encoded
 * in React's reply format: the form's entries under the prefix "_1_" (the framework's hidden
 * fields included, as the browser sends them), the arguments as JSON in "0".
 */
export function callAction(
  baseUrl: string,
  template: ContactFormTemplate,
  fields: ContactFields,
  headers: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of template.actionFields) body.append(`_1_${name}`, value);
  for (const [name, value] of fieldEntries(fields)) body.append(`_1_${name}`, value);
  body.append(
    "0",
    JSON.stringify([
      { status: "idle", message: null, fieldErrors: {}, values: {}, token: null },
      "$K1",
    ]),
  );
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    body,
    headers: {
      origin: baseUrl,
      accept: "text/x-component",
      "next-action": template.actionId,
      ...headers,
    },
  });
}
