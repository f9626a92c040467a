import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkFormBody,
  FORM_BODY_LIMIT_BYTES,
  hasMalformedActionId,
  isCrossOrigin,
  isPageAction,
} from "./form-body";

const page = (headers: IncomingMessage["headers"], url = "/contact", method = "POST") => ({
  method,
  url,
  headers,
});

describe("isPageAction", () => {
  it("is a POST to a page with next-action or a form body, never an API route", () => {
    expect(isPageAction(page({ "next-action": "a" }))).toBe(true);
    expect(isPageAction(page({ "content-type": "multipart/form-data; boundary=x" }))).toBe(true);
    expect(isPageAction(page({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(isPageAction(page({ "content-type": "text/plain" }))).toBe(false);
    expect(isPageAction(page({ "next-action": "a" }, "/api/admin/ai"))).toBe(false);
    expect(isPageAction(page({ "next-action": "a" }, "/contact", "GET"))).toBe(false);
  });
});

describe("isCrossOrigin", () => {
  it("compares the Origin's host with the first X-Forwarded-Host, else Host", () => {
    expect(isCrossOrigin({ host: "a.example" })).toBe(false);
    expect(isCrossOrigin({ host: "a.example", origin: "https://a.example" })).toBe(false);
    expect(isCrossOrigin({ host: "a.example", origin: "https://evil.example" })).toBe(true);
    expect(isCrossOrigin({ host: "a.example", origin: "null" })).toBe(true);
    expect(isCrossOrigin({ host: "a.example", origin: "not a url" })).toBe(true);
    expect(
      isCrossOrigin({
        host: "127.0.0.1:3000",
        "x-forwarded-host": "site.example, proxy",
        origin: "https://site.example",
      }),
    ).toBe(false);
  });
});

describe("hasMalformedActionId", () => {
  it("accepts 40 or 42 hex digits and no header at all", () => {
    expect(hasMalformedActionId({})).toBe(false);
    expect(hasMalformedActionId({ "next-action": "0".repeat(40) })).toBe(false);
    expect(
      hasMalformedActionId({ "next-action": "607f53c5c1096f3b7892796dc537f75e1bedd05913" }),
    ).toBe(false);
    for (const id of ["x", "%FF", "0".repeat(41), "g".repeat(42), "a".repeat(4000)]) {
      expect(hasMalformedActionId({ "next-action": id }), id).toBe(true);
    }
  });
});

describe("checkFormBody", () => {
  let url: string;
  const server = createServer((req, res) => {
    void checkFormBody(req).then(async (checked) => {
      if (!checked.ok) return res.writeHead(checked.status).end(checked.message);
      const chunks: Buffer[] = [];
      for await (const chunk of checked.request as AsyncIterable<Buffer>) chunks.push(chunk);
      res.writeHead(200).end(Buffer.concat(chunks));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (type: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        url,
        { method: "POST", headers: { "content-type": type, ...headers }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });

  it("hands a good multipart body on unchanged", async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--b--\r\n';
    expect(await post("multipart/form-data; boundary=b", body)).toEqual({ status: 200, body });
  });

  it("refuses a multipart body that does not parse with 400", async () => {
    expect((await post("multipart/form-data; boundary=b", "--b\r\nbroken")).status).toBe(400);
    expect((await post("multipart/form-data", "no boundary")).status).toBe(400);
  });

  it("refuses a body over 1 MB with 413, and passes other types through", async () => {
    expect(FORM_BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect((await post("text/plain", Buffer.alloc(1024 * 1024 + 1, 0x61))).status).toBe(413);
    expect(await post("text/plain", "[]")).toEqual({ status: 200, body: "[]" });
  });

  const action = { "next-action": "7f".repeat(21) };
  const part = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it("hands an action's reply on unchanged when React can decode it", async () => {
    const body = `${part("_1_name", "Asha")}${part("0", '[{"status":"idle"},"$K1"]')}--b--\r\n`;
    expect(await post("multipart/form-data; boundary=b", body, action)).toEqual({
      status: 200,
      body,
    });
    expect(await post("text/plain;charset=UTF-8", '["x"]', action)).toEqual({
      status: 200,
      body: '["x"]',
    });
  });

  it("refuses an action's reply React cannot decode with 400 and a plain message", async () => {
    const noRoot = await post(
      "multipart/form-data; boundary=b",
      `${part("_1_name", "A")}--b--\r\n`,
      action,
    );
    expect(noRoot).toEqual({
      status: 400,
      body: "Bad Request: the server action's arguments cannot be decoded.",
    });
    const missing = `${part("0", '[null,"$Q2"]')}--b--\r\n`;
    expect((await post("multipart/form-data; boundary=b", missing, action)).status).toBe(400);
    expect((await post("text/plain;charset=UTF-8", "not json", action)).status).toBe(400);
  });

  it("refuses a form posted without JavaScript whose bound arguments do not decode", async () => {
    // A boundary that occurs nowhere in the values (Node's FormData parser needs one).
    const type = "multipart/form-data; boundary=----form7f3a";
    const field = (name: string, value: string) =>
      `------form7f3a\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const form = (bound: string) =>
      [
        field("$ACTION_REF_1", ""),
        field("$ACTION_1:0", `{"id":"${"7f".repeat(21)}","bound":"$@1"}`),
        field("$ACTION_1:1", bound),
        "------form7f3a--\r\n",
      ].join("");
    expect((await post(type, form('[{"status":"idle"}]'))).status).toBe(200);
    expect(await post(type, form("not json"))).toEqual({
      status: 400,
      body: "Bad Request: the server action's arguments cannot be decoded.",
    });
  });
});
