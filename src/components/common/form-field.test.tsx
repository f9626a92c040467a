import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { controlProps, describedBy, fieldIds, FormField } from "./form-field";

describe("fieldIds and describedBy", () => {
  it("name the admin's ids field-<name>… and the contact form's inquiry-<name>…", () => {
    expect(fieldIds("title")).toEqual({
      input: "field-title",
      label: "field-title-label",
      hint: "field-title-hint",
      error: "field-title-error",
    });
    expect(fieldIds("email", "inquiry").input).toBe("inquiry-email");
    expect(fieldIds("email", "inquiry").error).toBe("inquiry-email-error");
  });

  it("point at the hint and the error that are shown, or at nothing", () => {
    expect(describedBy("title", {})).toBeUndefined();
    expect(describedBy("title", { hint: true })).toBe("field-title-hint");
    expect(describedBy("title", { hint: true, error: "Too long" })).toBe(
      "field-title-hint field-title-error",
    );
    expect(describedBy("email", { error: "Enter an email", prefix: "inquiry" })).toBe(
      "inquiry-email-error",
    );
  });

  it("tie a contact-form control to its error only when there is one", () => {
    expect(controlProps("email", undefined)).toMatchObject({
      id: "inquiry-email",
      name: "email",
      "aria-invalid": undefined,
      "aria-describedby": undefined,
    });
    expect(controlProps("email", "Enter an email")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "inquiry-email-error",
    });
  });
});

describe("FormField", () => {
  it("labels an admin field as required or optional, with its hint and error", () => {
    const required = renderToStaticMarkup(
      <FormField name="title" label="Title" required hint="Shown in lists." error="Too long">
        <input />
      </FormField>,
    );
    expect(required).toBe(
      '<div class="space-y-2"><label id="field-title-label" for="field-title" class="block text-sm font-semibold">Title<span class="text-brand"><span aria-hidden="true"> *</span><span class="sr-only"> (required)</span></span></label><input/><p id="field-title-hint" class="text-sm text-taupe-deep">Shown in lists.</p><p id="field-title-error" class="text-sm font-semibold text-brand">Too long</p></div>',
    );
    const optional = renderToStaticMarkup(
      <FormField name="excerpt" label="Excerpt" className="md:col-span-2">
        <input />
      </FormField>,
    );
    expect(optional).toBe(
      '<div class="space-y-2 md:col-span-2"><label id="field-excerpt-label" for="field-excerpt" class="block text-sm font-semibold">Excerpt<span class="font-normal text-taupe-deep"> (optional)</span></label><input/></div>',
    );
  });

  it("marks only the contact form's required fields, with a hidden star, and shows errors with an icon", () => {
    const html = renderToStaticMarkup(
      <FormField look="site" name="email" label="Email" required error="Enter an email">
        <input />
      </FormField>,
    );
    expect(html).toMatch(
      /^<div><label for="inquiry-email" class="mb-2 block text-sm font-semibold">Email<span aria-hidden="true" class="ml-1 text-brand">\*<\/span><\/label><input\/><p id="inquiry-email-error" class="mt-2 flex gap-2 text-sm font-medium text-brand"><svg [^>]*aria-hidden="true"[^>]*>.*<\/svg><span>Enter an email<\/span><\/p><\/div>$/,
    );
    expect(
      renderToStaticMarkup(
        <FormField look="site" name="company" label="Company">
          <input />
        </FormField>,
      ),
    ).toBe(
      '<div><label for="inquiry-company" class="mb-2 block text-sm font-semibold">Company</label><input/></div>',
    );
  });
});
