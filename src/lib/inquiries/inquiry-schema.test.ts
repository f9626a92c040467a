import { describe, expect, it } from "vitest";
import { fieldErrorsOf, inquiryFieldsSchema, inquirySubmissionSchema } from "./inquiry-schema";
import { PROJECT_TYPES, valuesOf } from "./inquiry-values";

const valid = {
  name: "Asha Mehta",
  email: "asha@example.com",
  company: "Mehta Textiles",
  project: "brand-identity",
  message: "We need a new identity before our spring launch.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = inquirySubmissionSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe("inquiry fields", () => {
  it("accepts a complete inquiry and trims what was typed", () => {
    const result = inquirySubmissionSchema.safeParse({
      ...valid,
      name: "  Asha Mehta ",
      email: " asha@example.com ",
      message: "\n Hello\nthere \n",
    });
    expect(result.success && result.data).toMatchObject({
      name: "Asha Mehta",
      email: "asha@example.com",
      message: "Hello\nthere",
      project: "brand-identity",
    });
  });

  it("requires name, email and message, and says so per field", () => {
    expect(errorsFor({ ...valid, name: " ", email: "", message: "\n" })).toEqual({
      name: "Please tell us your name.",
      email: "Please enter your email address.",
      message: "Please tell us about your project.",
    });
    expect(errorsFor({ company: "x" })).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      message: expect.any(String),
    });
  });

  it("leaves company and project type optional; blanks become null", () => {
    const result = inquiryFieldsSchema.safeParse({ ...valid, company: "  ", project: "" });
    expect(result.success && result.data).toMatchObject({ company: null, project: null });
    const missing = inquiryFieldsSchema.safeParse({
      name: valid.name,
      email: valid.email,
      message: valid.message,
    });
    expect(missing.success && missing.data).toMatchObject({ company: null, project: null });
  });

  it("checks the email format", () => {
    for (const email of ["asha", "asha@", "@example.com", "asha@example", "a b@example.com"]) {
      expect(errorsFor({ ...valid, email }).email).toBe(
        "Please enter an email address like name@example.com.",
      );
    }
    expect(errorsFor({ ...valid, email: "asha.mehta+studio@mail.example.co.in" })).toEqual({});
  });

  it("enforces the length limits: 200, 254, 200 and 5,000 characters", () => {
    expect(errorsFor({ ...valid, name: "a".repeat(200) })).toEqual({});
    expect(errorsFor({ ...valid, name: "a".repeat(201) }).name).toMatch(/200 characters/);
    const local = "a".repeat(64);
    const email = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(email).toHaveLength(254);
    expect(errorsFor({ ...valid, email })).toEqual({});
    expect(errorsFor({ ...valid, email: `a${email}` }).email).toMatch(/254 characters/);
    expect(errorsFor({ ...valid, company: "c".repeat(201) }).company).toMatch(/200 characters/);
    expect(errorsFor({ ...valid, message: "m".repeat(5000) })).toEqual({});
    expect(errorsFor({ ...valid, message: "m".repeat(5001) }).message).toMatch(/5,000 characters/);
  });

  it("takes the project type only from the list", () => {
    for (const project of PROJECT_TYPES) expect(errorsFor({ ...valid, project })).toEqual({});
    for (const project of ["Brand Identity", "logo", "brand-identity "]) {
      expect(errorsFor({ ...valid, project }).project).toBe(
        "Please choose a project type from the list.",
      );
    }
  });

  it("refuses control characters in one-line fields, keeps line breaks in the message", () => {
    expect(errorsFor({ ...valid, name: "Asha\r\nBcc: x@example.com" }).name).toBeDefined();
    expect(errorsFor({ ...valid, company: "Acme\u0000" }).company).toBeDefined();
    expect(errorsFor({ ...valid, message: "Line one\r\nLine two\tTabbed" })).toEqual({});
    expect(errorsFor({ ...valid, message: "Bell\u0007" }).message).toBeDefined();
  });
});

describe("inquiry submission", () => {
  it("rejects unknown fields", () => {
    const result = inquirySubmissionSchema.safeParse({ ...valid, isAdmin: "true" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });

  it("carries the honeypot, the token and the referrer, keeping only http(s) referrers", () => {
    const result = inquirySubmissionSchema.safeParse({
      ...valid,
      website: "",
      token: "v1.abc.def.ghi",
      referrer: "https://www.example.org/article",
    });
    expect(result.success && result.data).toMatchObject({
      website: "",
      token: "v1.abc.def.ghi",
      referrer: "https://www.example.org/article",
    });
    const script = inquirySubmissionSchema.safeParse({ ...valid, referrer: "javascript:alert(1)" });
    expect(script.success && script.data.referrer).toBeNull();
  });
});

describe("valuesOf", () => {
  it("keeps what was typed in the visible fields only", () => {
    expect(valuesOf({ ...valid, website: "spam", token: "t" })).toEqual(valid);
    expect(valuesOf({ name: "Asha" })).toEqual({
      name: "Asha",
      email: "",
      company: "",
      project: "",
      message: "",
    });
  });
});

describe("a post that leaves fields out", () => {
  it("names each missing required field in words a person understands", () => {
    expect(errorsFor({})).toEqual({
      name: "Please tell us your name.",
      email: "Please enter your email address.",
      message: "Please tell us about your project.",
    });
  });
});
