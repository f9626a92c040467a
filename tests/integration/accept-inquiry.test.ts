import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inquiryMessages } from "@/content/inquiries";
import {
  CONTACT_MIN_FILL_SECONDS,
  CONTACT_TOKEN_MAX_AGE_HOURS,
} from "@/server/inquiries/fill-token";
import { acceptInquiry, type AcceptContext } from "@/server/inquiries/accept-inquiry";
import { issueFillToken } from "@/server/inquiries/fill-token";
import { countInquiries, listInquiries } from "@/server/inquiries/inquiries";
import { createTestDatabase, type TestDatabase, truncateAll } from "../support/databases";

/*
 * The contact form's server side, in the order it checks things: honeypot, fields, fill-time
 * token, rate limit, storage. Against a real (SQLite) database.
 */

const keys = { token: randomBytes(32), address: randomBytes(32) };
const now = new Date(Date.UTC(2025, 5, 2, 10));
const fillTime = CONTACT_MIN_FILL_SECONDS * 1000;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const tokenIssuedBefore = (ms: number) => issueFillToken(keys.token, now.getTime() - ms);

const valid = () => ({
  name: "Asha Mehta",
  email: "asha@example.com",
  company: "",
  project: "strategy",
  message: "Where should our brand go next?",
  website: "",
  token: tokenIssuedBefore(fillTime),
});

describe("acceptInquiry", () => {
  let database: TestDatabase;
  let context: AcceptContext;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(database.db);
    context = {
      db: database.db,
      keys,
      clientAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Test)",
      rateLimit: { limit: 3, windowMs: 60 * 60_000 },
      channels: ["email", "forward"],
      now,
    };
  });

  it("stores a valid inquiry with its outbox jobs and answers with success and a fresh token", async () => {
    const { state, storedId } = await acceptInquiry(
      form({ ...valid(), referrer: "https://www.example.org/" }),
      context,
    );
    expect(state).toMatchObject({
      status: "success",
      message: inquiryMessages.success,
      fieldErrors: {},
      values: { name: "", email: "", message: "" },
    });
    expect(state.token).toMatch(/^v1\./);
    const [stored] = (await listInquiries(database.db, { pageSize: 5 })).inquiries;
    expect(stored).toMatchObject({
      id: storedId,
      name: "Asha Mehta",
      company: null,
      project: "strategy",
      referrer: "https://www.example.org/",
      userAgent: "Mozilla/5.0 (Test)",
      createdAt: now.toISOString(),
    });
    expect(stored?.deliveries.map((delivery) => delivery.channel)).toEqual(["email", "forward"]);
    // The address is kept only as a keyed hash.
    expect(stored?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain("203.0.113.7");
  });

  it("checks the honeypot first, before anything else, and stores nothing", async () => {
    const { state } = await acceptInquiry(
      form({ ...valid(), email: "not an email", website: "https://spam.example" }),
      context,
    );
    expect(state).toMatchObject({
      status: "error",
      message: inquiryMessages.honeypot,
      fieldErrors: {},
    });
    expect(state.values.email).toBe("not an email");
    expect(await countInquiries(database.db)).toBe(0);
  });

  it("answers invalid fields per field, keeps what was typed and the token that still counts", async () => {
    const fields = { ...valid(), email: "asha@", message: " " };
    const { state } = await acceptInquiry(form(fields), context);
    expect(state).toMatchObject({
      status: "error",
      message: inquiryMessages.invalid,
      fieldErrors: {
        email: "Please enter an email address like name@example.com.",
        message: "Please tell us about your project.",
      },
      values: { name: "Asha Mehta", email: "asha@", project: "strategy", message: " " },
      token: fields.token,
    });
    expect(await countInquiries(database.db)).toBe(0);
  });

  it("rejects unknown fields and repeated fields", async () => {
    const unknown = await acceptInquiry(form({ ...valid(), admin: "1" }), context);
    expect(unknown.state.message).toBe(inquiryMessages.unexpectedFields);
    const twice = form(valid());
    twice.append("email", "other@example.com");
    expect((await acceptInquiry(twice, context)).state.message).toBe(
      inquiryMessages.unexpectedFields,
    );
    expect(await countInquiries(database.db)).toBe(0);
  });

  it("asks to confirm when there is no token (no JavaScript), handing one out", async () => {
    const { state } = await acceptInquiry(form({ ...valid(), token: "" }), context);
    expect(state).toMatchObject({ status: "error", message: inquiryMessages.confirm });
    expect(state.values.name).toBe("Asha Mehta");
    expect(await countInquiries(database.db)).toBe(0);

    // Sent again after a person's pause, with the token the answer carried: stored.
    const again = await acceptInquiry(form({ ...valid(), token: state.token! }), {
      ...context,
      now: new Date(now.getTime() + fillTime),
    });
    expect(again.state.status).toBe("success");
    expect(await countInquiries(database.db)).toBe(1);
  });

  it("asks to confirm with a new token when the token is forged or expired", async () => {
    const forged = issueFillToken(randomBytes(32), now.getTime() - fillTime);
    const expired = tokenIssuedBefore(CONTACT_TOKEN_MAX_AGE_HOURS * 3_600_000 + 1);
    for (const token of [forged, expired, "v1.garbage"]) {
      const { state } = await acceptInquiry(form({ ...valid(), token }), context);
      expect(state.message).toBe(inquiryMessages.confirm);
      expect(state.token).not.toBe(token);
    }
    expect(await countInquiries(database.db)).toBe(0);
  });

  it("holds back a form sent faster than a person could fill it, keeping its token", async () => {
    const token = tokenIssuedBefore(fillTime - 1);
    const { state } = await acceptInquiry(form({ ...valid(), token }), context);
    expect(state).toMatchObject({ status: "error", message: inquiryMessages.tooFast, token });
    expect(await countInquiries(database.db)).toBe(0);
  });

  it("stores the same form sent twice once, answering success both times", async () => {
    const fields = valid();
    const first = await acceptInquiry(form(fields), context);
    const second = await acceptInquiry(form(fields), context);
    expect(first.storedId).toBeDefined();
    expect(second.storedId).toBeUndefined();
    expect(second.state.status).toBe("success");
    expect(await countInquiries(database.db)).toBe(1);
  });

  it("limits inquiries per client address, with the wait in the message", async () => {
    for (let n = 0; n < 3; n++) {
      expect((await acceptInquiry(form(valid()), context)).state.status).toBe("success");
    }
    const limited = await acceptInquiry(form(valid()), context);
    expect(limited.state).toMatchObject({
      status: "error",
      message: inquiryMessages.rateLimited(60),
      values: { name: "Asha Mehta" },
    });
    // Another address is not affected; the same one is again after the window.
    const other = await acceptInquiry(form(valid()), { ...context, clientAddress: "198.51.100.9" });
    expect(other.state.status).toBe("success");
    const later = await acceptInquiry(form({ ...valid(), token: tokenIssuedBefore(fillTime) }), {
      ...context,
      now: new Date(now.getTime() + 60 * 60_000),
    });
    expect(later.state.status).toBe("success");
    expect(await countInquiries(database.db)).toBe(5);
  });

  it("counts one IPv6 /64 as one client", async () => {
    const from = (clientAddress: string) =>
      acceptInquiry(form(valid()), { ...context, clientAddress });
    for (const suffix of ["1", "2", "3"]) {
      expect((await from(`2001:db8:7:7::${suffix}`)).state.status).toBe("success");
    }
    expect((await from("2001:db8:7:7:ffff::9")).state.message).toMatch(/several messages/);
  });

  it("stores no address hash when the server could not tell the address", async () => {
    await acceptInquiry(form(valid()), { ...context, clientAddress: "unknown" });
    const [stored] = (await listInquiries(database.db, { pageSize: 1 })).inquiries;
    expect(stored?.clientHash).toBeNull();
  });

  it("stores the inquiry alone, with no outbox job, when no channel is configured", async () => {
    const { storedId } = await acceptInquiry(form(valid()), { ...context, channels: [] });
    const [stored] = (await listInquiries(database.db, { pageSize: 1 })).inquiries;
    expect(stored).toMatchObject({ id: storedId, deliveries: [] });
  });
});
