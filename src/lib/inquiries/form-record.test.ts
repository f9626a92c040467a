import { describe, expect, it } from "vitest";
import { formDataToRecord } from "./form-record";

describe("formDataToRecord", () => {
  it("turns a form post into a record, leaving out the framework's own fields", () => {
    const data = new FormData();
    data.append("name", "Asha");
    data.append("$ACTION_REF_1", "");
    data.append("$ACTION_1:0", '{"id":"abc"}');
    data.append("$ACTION_KEY", "k1");
    expect(formDataToRecord(data)).toEqual({ name: "Asha" });
  });

  it("refuses a field sent twice and files", () => {
    const twice = new FormData();
    twice.append("email", "a@example.com");
    twice.append("email", "b@example.com");
    expect(formDataToRecord(twice)).toBeNull();
    const file = new FormData();
    file.append("message", new Blob(["x"]), "x.txt");
    expect(formDataToRecord(file)).toBeNull();
  });
});
