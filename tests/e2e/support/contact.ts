import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The form refuses submissions made less than 3 s after it was first touched. */
const CONTACT_MIN_FILL_SECONDS = 3;

/*
 * Helpers for the contact form's end-to-end tests. The e2e server trusts one proxy
 * (start-server.mjs), so each test names its own client address and the per-address limit
 * counts that test's submissions only.
 */

export type InquiryInput = {
  name: string;
  email: string;
  company?: string;
  project?: string;
  message: string;
};

/** An address from the benchmarking range (198.18.0.0/15), different for every call. */
export function uniqueClientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function actAsClient(page: Page, address = uniqueClientAddress()) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

export function sampleInquiry(label: string): InquiryInput {
  return {
    name: `Asha Mehta ${label}`,
    email: "asha@example.com",
    company: "Mehta Textiles",
    project: "brand-identity",
    message: `A new identity before our spring launch (${label}).`,
  };
}

export const inquiryForm = (page: Page) => page.getByRole("form", { name: "Work with Us" });

export async function fillInquiry(page: Page, input: InquiryInput) {
  const form = inquiryForm(page);
  await form.getByLabel("Name").fill(input.name);
  await form.getByLabel("Email").fill(input.email);
  if (input.company !== undefined) await form.getByLabel("Company").fill(input.company);
  if (input.project !== undefined)
    await form.getByLabel("Project Type").selectOption(input.project);
  await form.getByLabel("Message").fill(input.message);
}

/**
 * The server holds back a form sent sooner after its token was issued than a person could
 * fill it in; tests that mean to succeed wait like a person would. Not an assertion. The time
 * counts from the token's issue, and the page fetches the token when the form is first touched,
 * so the wait starts once the token is in the form (`token: false` when none can come, as when
 * the database is down).
 */
export async function waitLikeAPerson(page: Page, { token = true } = {}) {
  if (token) await expect(inquiryForm(page).locator(`input[name="token"]`)).not.toHaveValue("");
  await page.waitForTimeout(CONTACT_MIN_FILL_SECONDS * 1000 + 250);
}
