import { describe, expect, it } from "vitest";
import { formArgument } from "./form-argument";

describe("formArgument", () => {
  it("keeps a form and reads anything else as an empty form", () => {
    const form = new FormData();
    form.append("name", "Ada");
    expect(formArgument(form)).toBe(form);
    for (const value of ["name=Ada", ["name", "Ada"], { name: "Ada" }, null, undefined, 1]) {
      const read = formArgument(value);
      expect(read).toBeInstanceOf(FormData);
      expect([...read.keys()]).toEqual([]);
    }
  });
});
