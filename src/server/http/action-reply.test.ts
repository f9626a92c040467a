import { describe, expect, it } from "vitest";
import { checkActionReply, checkBoundActionFields } from "./action-reply";

const LIMIT = 1024 * 1024;
const BOUNDARY = "----reply";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body as a browser's fetch sends React's reply: literal parts, a file by name. */
function multipart(parts: Array<[string, string] | [string, string, string]>): Buffer {
  const text = parts
    .map(([name, value, filename]) => {
      const file = filename === undefined ? "" : `; filename="${filename}"`;
      const type = filename === undefined ? "" : "\r\nContent-Type: application/octet-stream";
      return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}${type}\r\n\r\n${value}\r\n`;
    })
    .join("");
  return Buffer.from(`${text}--${BOUNDARY}--\r\n`);
}

const multipartReply = (parts: Parameters<typeof multipart>[0]) =>
  checkActionReply(MULTIPART, multipart(parts), LIMIT);
const textReply = (body: string, type = "text/plain;charset=UTF-8") =>
  checkActionReply(type, Buffer.from(body), LIMIT);

describe("checkActionReply: replies React encodes", () => {
  it("accepts a form's state and fields, with a file", async () => {
    expect(
      await multipartReply([
        ["_1_name", "Ada"],
        ["_1_email", "ada@example.com"],
        ["_1_file", "bytes", "a.png"],
        ["0", '[{"status":"idle"},"$K1"]'],
      ]),
    ).toEqual({ ok: true });
  });

  it("accepts outlined Maps, Sets, Blobs, promises, cycles and shared objects", async () => {
    expect(
      await multipartReply([
        ["1", '[[1,{"x":2}]]'],
        ["2", "[1,2]"],
        ["3", "blob", "blob"],
        ["4", "3"],
        [
          "0",
          '["$Q1","$W2","$B3","$@4","$D1970-01-01T00:00:00.000Z","$n10","$-0","$undefined","$$x",{"a":1,"self":"$0:9"}]',
        ],
      ]),
    ).toEqual({ ok: true });
  });

  it("accepts a plain-text reply and an empty argument list", async () => {
    expect(await textReply('["slug",{"title":"x"}]')).toEqual({ ok: true });
    expect(await textReply("[]")).toEqual({ ok: true });
  });

  it("leaves an exactly url-encoded action to Next.js, which answers it 404", async () => {
    expect(await textReply("0=%FF", "application/x-www-form-urlencoded")).toEqual({ ok: true });
  });
});

describe("checkActionReply: bodies Next.js would answer 500", () => {
  const refused = { ok: false, message: expect.stringMatching(/^Bad Request: /) as unknown };

  it("refuses a multipart reply without its root part", async () => {
    expect(await multipartReply([["_1_name", "Ada"]])).toEqual(refused);
    expect(await multipartReply([["1", "[]"]])).toEqual(refused);
  });

  it("refuses references to parts that are not there", async () => {
    for (const reference of ["$1", "$Q2", "$W2", "$i2", "$B3", "$1:a", "$h5", "$@3"]) {
      expect(await multipartReply([["0", `[null,"${reference}"]`]]), reference).toEqual(refused);
    }
  });

  it("refuses parts that are not JSON, or not what they are referenced as", async () => {
    expect(await multipartReply([["0", "not json"]])).toEqual(refused);
    expect(
      await multipartReply([
        ["1", "{"],
        ["0", '["$1"]'],
      ]),
    ).toEqual(refused);
    expect(
      await multipartReply([
        ["1", "5"],
        ["0", '["$Q1"]'],
      ]),
    ).toEqual(refused);
    expect(
      await multipartReply([
        ["1", "text"],
        ["0", '["$B1"]'],
      ]),
    ).toEqual(refused);
    expect(
      await multipartReply([
        ["1", '{"a":1}'],
        ["0", '["$1:b"]'],
      ]),
    ).toEqual(refused);
    expect(await multipartReply([["0", '["$nx"]']])).toEqual(refused);
    expect(await multipartReply([["0", `["$n${"9".repeat(301)}"]`]])).toEqual(refused);
  });

  it("refuses a root that is not a list of arguments, or too long a list", async () => {
    expect(await textReply('{"a":1}')).toEqual(refused);
    expect(await textReply('"x"')).toEqual(refused);
    expect(await textReply("1")).toEqual(refused);
    expect(await textReply(`[${Array.from({ length: 1001 }, () => "0").join(",")}]`)).toEqual(
      refused,
    );
    expect(await textReply(`[${Array.from({ length: 1000 }, () => "0").join(",")}]`)).toEqual({
      ok: true,
    });
  });

  it("refuses a text reply that is not React's JSON, or refers to parts it cannot have", async () => {
    expect(await textReply("")).toEqual(refused);
    expect(await textReply("[")).toEqual(refused);
    expect(await textReply('["$K1","$1"]')).toEqual(refused);
    expect(await textReply('["$@1"]')).toEqual(refused);
    expect(await textReply('[{"a":["$@1"]}]')).toEqual(refused);
    expect(
      await multipartReply([
        ["1", "not json"],
        ["0", '["$@1"]'],
      ]),
    ).toEqual(refused);
    expect(
      await multipartReply([
        ["1", '["$@2"]'],
        ["0", '["$@1"]'],
      ]),
    ).toEqual(refused);
  });

  it("refuses a multipart body busboy cannot read", async () => {
    expect(await checkActionReply("multipart/form-data", Buffer.from("x"), LIMIT)).toEqual(refused);
    expect(
      await checkActionReply(MULTIPART, Buffer.from(`--${BOUNDARY}\r\nbroken`), LIMIT),
    ).toEqual(refused);
  });
});

describe("checkBoundActionFields", () => {
  const ID = "7f".repeat(21);
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return data;
  };

  it("accepts a form without bound arguments, and React's encoding of them", async () => {
    expect(await checkBoundActionFields(form([[`$ACTION_ID_${ID}`, ""]]))).toEqual({ ok: true });
    expect(
      await checkBoundActionFields(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", `{"id":"${ID}","bound":"$@1"}`],
          ["$ACTION_1:1", '[{"status":"idle"}]'],
          ["name", "Ada"],
        ]),
      ),
    ).toEqual({ ok: true });
    expect(
      await checkBoundActionFields(
        form([
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", `{"id":"${ID}","bound":null}`],
        ]),
      ),
    ).toEqual({ ok: true });
  });

  it("refuses bound arguments that are missing or do not decode", async () => {
    for (const fields of [
      [["$ACTION_1:0", `{"id":"${ID}","bound":"$@1"}`]],
      [
        ["$ACTION_1:0", `{"id":"${ID}","bound":"$@1"}`],
        ["$ACTION_1:1", "not json"],
      ],
      [
        ["$ACTION_1:0", `{"id":"${ID}","bound":"$@1"}`],
        ["$ACTION_1:1", '{"a":1}'],
      ],
      [["$ACTION_1:0", `{"id":"${ID}"`]],
      [["$ACTION_1:0", `{"id":"${ID}"}`]],
    ] as Array<Array<[string, string]>>) {
      expect(
        await checkBoundActionFields(form([["$ACTION_REF_1", ""], ...fields])),
        JSON.stringify(fields),
      ).toMatchObject({ ok: false });
    }
  });
});
