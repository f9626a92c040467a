import { request } from "node:http";
import { adminPort } from "./support/admin-server";
import { expect, test } from "./support/fixtures";

/*
 * The sign-in limit against the production server, over HTTP from different loopback peers
 * (docs/decisions/0021). The admin server trusts 127.0.0.1 as its proxy; another address of
 * 127.0.0.0/8 (fresh each run) stands for a client that reaches the app port directly and names
 * itself in every header it can.
 * The form is posted as a browser without JavaScript posts it.
 */

const PROXY = "127.0.0.1";
const byte = () => 2 + Math.floor(Math.random() * 250);
const DIRECT_CLIENT = `127.${byte()}.${byte()}.${byte()}`;

function send(
  from: string,
  method: "GET" | "POST",
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: adminPort, path: "/admin", method, headers, localAddress: from },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The sign-in form's hidden fields (the action's reference and state), as the page gives them. */
async function signInFields(): Promise<[string, string][]> {
  const html = await send(PROXY, "GET");
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return [...form.matchAll(/<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?/g)].map(
    (match) => [decode(match[1] ?? ""), decode(match[2] ?? "")],
  );
}

async function attemptSignIn(from: string, headers: Record<string, string>): Promise<string> {
  const fields = await signInFields();
  const boundary = `----kursi${Math.random().toString(16).slice(2)}`;
  const parts = [...fields, ["key", "a wrong key, long enough"]].map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
  const html = await send(
    from,
    "POST",
    {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
      origin: `http://localhost:${adminPort}`,
      host: `localhost:${adminPort}`,
    },
    body,
  );
  if (html.includes("Invalid secret key!")) return "invalid";
  if (html.includes("Too many attempts.")) return "limited";
  throw new Error(`unexpected answer: ${html.slice(0, 300)}`);
}

test("a client that reaches the server directly cannot name its own address", async () => {
  // Addresses of this run's own: no other test's limit is touched.
  const run = byte();
  for (let i = 1; i <= 5; i++) {
    const spoofed = {
      "x-forwarded-for": `198.19.${run}.${i}`,
      "x-kursi-client-address": `198.19.${run}.${100 + i}`,
    };
    expect(await attemptSignIn(DIRECT_CLIENT, spoofed)).toBe("invalid");
  }
  expect(await attemptSignIn(DIRECT_CLIENT, { "x-forwarded-for": `198.19.${run}.99` })).toBe(
    "limited",
  );
  // Through the proxy, the address it forwards is believed: another visitor is not locked out.
  expect(await attemptSignIn(PROXY, { "x-forwarded-for": `198.19.${run}.200` })).toBe("invalid");
});
