import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors";

describe("buttonClass", () => {
  it("is an outline button of the middle size when nothing is asked", () => {
    expect(buttonClass()).toBe(
      `${base} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 border border-ink/25 hover:border-brand hover:text-brand min-h-11 px-5 text-sm`,
    );
  });

  it("composes the variant, the size and the caller's classes, in that order", () => {
    expect(buttonClass({ variant: "primary", size: "lg", className: "w-full  sm:ml-auto" })).toBe(
      `${base} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 bg-brand text-cream hover:bg-brand-deep min-h-12 px-6 w-full sm:ml-auto`,
    );
    expect(buttonClass({ variant: "ink", size: "sm" })).toContain(
      "bg-ink text-cream hover:bg-brand min-h-10 px-4 text-sm",
    );
    expect(buttonClass({ variant: "danger" })).toContain(
      "border border-ink/25 text-brand hover:border-brand min-h-11",
    );
    expect(buttonClass({ variant: "primaryOnDark" })).toContain(
      "bg-brand text-cream hover:bg-coral hover:text-ink min-h-11",
    );
    expect(buttonClass({ variant: "outlineOnDark" })).toContain(
      "border border-cream/40 hover:bg-cream hover:text-ink min-h-11",
    );
    expect(buttonClass({ variant: "quiet", size: "xl" })).toContain(
      "text-taupe-deep hover:text-brand min-h-14 px-7",
    );
  });

  it("lets the caller's style of a state replace the base's for that property only", () => {
    expect(
      buttonClass({
        variant: "primary",
        className:
          "aria-disabled:cursor-progress aria-disabled:bg-brand-deep disabled:hover:bg-brand",
      }),
    ).toBe(
      `${base} disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 bg-brand text-cream hover:bg-brand-deep min-h-11 px-5 text-sm aria-disabled:cursor-progress aria-disabled:bg-brand-deep disabled:hover:bg-brand`,
    );
    expect(buttonClass({ className: "disabled:cursor-wait disabled:opacity-70" })).toBe(
      `${base} aria-disabled:cursor-not-allowed aria-disabled:opacity-60 border border-ink/25 hover:border-brand hover:text-brand min-h-11 px-5 text-sm disabled:cursor-wait disabled:opacity-70`,
    );
  });
});

describe("Button", () => {
  it("is a plain button unless told otherwise and forwards every other prop", () => {
    expect(renderToStaticMarkup(<Button aria-label="Close">×</Button>)).toBe(
      `<button type="button" class="${buttonClass()}" aria-label="Close">×</button>`,
    );
    expect(
      renderToStaticMarkup(
        <Button type="submit" variant="primary" disabled name="intent" value="save">
          Save
        </Button>,
      ),
    ).toBe(
      `<button type="submit" class="${buttonClass({ variant: "primary" })}" disabled="" value="save" name="intent">Save</button>`,
    );
  });
});
