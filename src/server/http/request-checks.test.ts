import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { isCrossSitePageAction, isDecodablePath, readFormPost } from "./request-checks";

describe("isDecodablePath", () => {
  it("accepts plain and well-encoded paths, whatever the query says", () => {
    for (const url of [
      "/",
      "/thought-hub/abc",
      "/thought-hub/%E0%A4%95",
      "/a%20b",
      "/search?q=%",
      "/x?q=%FF#%",
      undefined,
    ]) {
      expect(isDecodablePath(url), String(url)).toBe(true);
    }
  });

  it("refuses a stray %, a cut escape and bytes that are not UTF-8", () => {
    for (const url of [
      "/thought-hub/%",
      "/%FF",
      "/thought-hub/%E0%A4%A",
      "/%zz",
      "/uploads/%FF.webp?x=1",
    ]) {
      expect(isDecodablePath(url), url).toBe(false);
    }
  });
});

describe("isCrossSitePageAction", () => {
  const post = (headers: Record<string, string>, url = "/contact") => ({
    method: "POST",
    url,
    headers: { host: "site.example", ...headers },
  });

  it("refuses an action or form post whose Origin is another site", () => {
    for (const headers of <Array<Record<string, string>>>[
      { "next-action": "x", origin: "https://evil.example" },
      { "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example" },
      { "content-type": "application/x-www-form-urlencoded", origin: "null" },
      { "content-type": "text/plain", origin: "not a url" },
      { "next-action": "x", origin: "https://site.example.evil.example" },
    ]) {
      expect(isCrossSitePageAction(post(headers)), JSON.stringify(headers)).toBe(true);
    }
  });

  it("lets the site's own posts, posts without Origin, API routes and GETs through", () => {
    expect(
      isCrossSitePageAction(post({ "next-action": "x", origin: "https://site.example" })),
    ).toBe(false);
    expect(
      isCrossSitePageAction(
        post({
          "next-action": "x",
          origin: "https://www.site.example",
          "x-forwarded-host": "www.site.example, proxy",
        }),
      ),
    ).toBe(false);
    expect(isCrossSitePageAction(post({ "next-action": "x" }))).toBe(false);
    expect(
      isCrossSitePageAction(
        post({ "content-type": "application/json", origin: "https://e.example" }),
      ),
    ).toBe(false);
    expect(
      isCrossSitePageAction(post({ "next-action": "x", origin: "https://e.example" }, "/api/x")),
    ).toBe(false);
    expect(isCrossSitePageAction({ ...post({ origin: "https://e.example" }), method: "GET" })).toBe(
      false,
    );
  });
});

describe("readFormPost", () => {
  const request = (headers: Record<string, string>, body: string | Buffer, url = "/contact") =>
    Object.assign(Readable.from([Buffer.from(body)]), {
      method: "POST",
      url,
      headers,
    }) as unknown as IncomingMessage;
  const MULTIPART = { "content-type": "multipart/form-data; boundary=b" };

  it("reads a form post whole and hands it on", async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    const form = await readFormPost(request(MULTIPART, body));
    expect(form).toEqual({ ok: true, body: Buffer.from(body) });
    const encoded = await readFormPost(
      request({ "content-type": "application/x-www-form-urlencoded" }, "a=%&b=%FF"),
    );
    expect(encoded).toEqual({ ok: true, body: Buffer.from("a=%&b=%FF") });
  });

  it("refuses a multipart body that does not parse, 400", async () => {
    for (const body of ["--b\r\nbroken", "no boundary at all"]) {
      const form = await readFormPost(request(MULTIPART, body));
      expect(form, body).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("refuses a body over 1 MB, 413, by its length or as it arrives", async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 0x61);
    const declared = await readFormPost(
      request({ ...MULTIPART, "content-length": String(big.length) }, "x"),
    );
    expect(declared).toMatchObject({ ok: false, status: 413 });
    const streamed = await readFormPost(
      request({ "content-type": "application/x-www-form-urlencoded" }, big),
    );
    expect(streamed).toMatchObject({ ok: false, status: 413 });
  });

  it("leaves other requests unread: API routes, other types, other methods", async () => {
    const body = "--b\r\nbroken";
    expect(await readFormPost(request(MULTIPART, body, "/api/admin/uploads"))).toEqual({
      ok: true,
      body: null,
    });
    expect(await readFormPost(request({ "content-type": "text/plain" }, "x"))).toEqual({
      ok: true,
      body: null,
    });
  });
});
