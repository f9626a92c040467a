import "server-only";
import { createRequire } from "node:module";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * A server action's body decoded before Next.js sees it, by the decoder Next.js itself runs
 * (React's reply decoder, from the runtime Next.js loads for app pages), with the same parser
 * and options as Next.js's action handler. A body that decoder refuses (no `0` part, a reference
 * to a part that is not there, a part that is not JSON, a Map from a non-list, an over-long BigInt,
 * a Blob reference to a text part...) would be thrown inside Next.js and answered 500; here it
 * is answered 400 (docs/decisions/0022).
 */

/** Next.js runs an action with at most this many arguments; it answers 500 to more. */
export const ACTION_ARGUMENTS_LIMIT = 1000;

type Settling = PromiseLike<unknown>;
interface ReplyDecoder {
  decodeReply(body: string | FormData, serverManifest: object, options?: object): Settling;
  decodeReplyFromBusboy(busboy: Writable, serverManifest: object, options?: object): Settling;
  createTemporaryReferenceSet(): unknown;
}
type Busboy = (config: object) => Writable;
type Bundler = "Turbopack" | "Webpack";

const require = createRequire(import.meta.url);
let loaded: { decoder: ReplyDecoder; busboy: Busboy } | undefined;

function load() {
  if (loaded) return loaded;
  // Sets up what Next.js's runtime expects of the process (its AsyncLocalStorage), as `next` does.
  require("next/dist/server/node-environment");
  const runtime = require("next/dist/server/route-modules/app-page/module.compiled") as {
    vendored: { "react-rsc": Partial<Record<`ReactServerDOM${Bundler}Server`, ReplyDecoder>> };
  };
  // The runtime of a Turbopack build carries the decoder under its bundler's name only.
  const rsc = runtime.vendored["react-rsc"];
  const decoder = rsc.ReactServerDOMTurbopackServer ?? rsc.ReactServerDOMWebpackServer;
  if (!decoder) throw new Error("React's reply decoder is not in Next.js's app-page runtime");
  loaded = { decoder, busboy: require("next/dist/compiled/busboy") as Busboy };
  return loaded;
}

/**
 * No action of the site takes a server function as an argument, so the manifest is empty: a
 * reply naming one (`$h`) is refused, which spares loading modules from a request's say-so.
 */
const NO_SERVER_FUNCTIONS = {};

export type ReplyCheck = { ok: true } | { ok: false; message: string };

const refused = (why: string): ReplyCheck => ({
  ok: false,
  message: `Bad Request: the server action's arguments ${why}.`,
});

/**
 * A reply held whole in memory settles within a turn of the event loop once decoded (cycles
 * included); one that has not by then waits on a part that will never come, as Next.js would.
 */
function settle(reply: Settling): Promise<{ value: unknown } | { error: unknown }> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ error: new Error("never settles") }), 0);
    reply.then(
      (value) => {
        clearTimeout(timer);
        resolve({ value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ error });
      },
    );
  });
}

/**
 * A fetch action's body (a request with `next-action`), as Next.js decodes it: multipart through
 * busboy and React's streaming decoder, anything else as UTF-8 text. Next.js itself answers an
 * action sent exactly as `application/x-www-form-urlencoded` 404 without decoding it.
 */
export async function checkActionReply(
  contentType: string,
  body: Buffer,
  limit: number,
): Promise<ReplyCheck> {
  if (contentType === "application/x-www-form-urlencoded") return { ok: true };
  const { decoder, busboy } = load();
  const options = { temporaryReferences: decoder.createTemporaryReferenceSet() };
  let reply: Settling;
  if (contentType.startsWith("multipart/form-data")) {
    let parser: Writable;
    try {
      parser = busboy({
        defParamCharset: "utf8",
        headers: { "content-type": contentType },
        limits: { fieldSize: limit },
      });
    } catch {
      return refused("are not multipart form data");
    }
    reply = decoder.decodeReplyFromBusboy(parser, NO_SERVER_FUNCTIONS, options);
    // Rejections are read below, once the body has gone through.
    reply.then(undefined, () => {});
    try {
      await pipeline(Readable.from([body]), parser);
    } catch {
      return refused("are not multipart form data");
    }
  } else {
    reply = decoder.decodeReply(body.toString("utf8"), NO_SERVER_FUNCTIONS, options);
  }
  const decoded = await settle(reply);
  if ("error" in decoded) return refused("cannot be decoded");
  if (!Array.isArray(decoded.value)) return refused("are not a list");
  if (decoded.value.length > ACTION_ARGUMENTS_LIMIT) return refused("are too many");
  if (holdsBrokenPromise(decoded.value)) return refused("refer to parts the body does not carry");
  return { ok: true };
}

/**
 * A promise among the arguments whose part is missing or does not decode: React decodes it as a
 * rejected promise and Next.js hands it to the action, which fails on it. React's client never
 * sends one: it sends a reply once every promise in it has settled, and none for a rejected one.
 */
function holdsBrokenPromise(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value !== "object" || value === null || seen.has(value)) return false;
  seen.add(value);
  if ("then" in value && "status" in value) {
    // React decodes a promise's part when it is first awaited, at once: this is that first time.
    (value as PromiseLike<unknown>).then(undefined, () => {});
    if (value.status === "rejected") return true;
    return (
      value.status === "fulfilled" && "value" in value && holdsBrokenPromise(value.value, seen)
    );
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (Array.isArray(value)) return value.some((item) => holdsBrokenPromise(item, seen));
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).some((item) => holdsBrokenPromise(item, seen));
}

/**
 * A form posted without JavaScript to an action with bound arguments carries them in
 * `$ACTION_<n>:` fields, named by the last `$ACTION_REF_<n>` (as React reads them). Next.js
 * decodes them for the action and again for its form state; one that does not decode to
 * `{ id, bound }` with a list (or null) for `bound` is refused here.
 */
export async function checkBoundActionFields(form: FormData): Promise<ReplyCheck> {
  let reference: string | undefined;
  for (const key of form.keys()) if (key.startsWith("$ACTION_REF_")) reference = key;
  if (reference === undefined) return { ok: true };
  const prefix = `$ACTION_${reference.slice("$ACTION_REF_".length)}:`;
  const fields = new FormData();
  for (const [key, value] of form) {
    if (key.startsWith(prefix)) fields.append(key.slice(prefix.length), value);
  }
  const { decoder } = load();
  const metadata = await settle(decoder.decodeReply(fields, NO_SERVER_FUNCTIONS));
  if ("error" in metadata) return refused("cannot be decoded");
  const { value } = metadata;
  if (typeof value !== "object" || value === null || !("bound" in value)) {
    return refused("cannot be decoded");
  }
  const bound = value.bound as unknown;
  if (bound === null) return { ok: true };
  if (typeof bound !== "object" || !("then" in bound)) return refused("cannot be decoded");
  const list = await settle(bound as Settling);
  if ("error" in list || !Array.isArray(list.value)) return refused("cannot be decoded");
  if (list.value.length > ACTION_ARGUMENTS_LIMIT) return refused("are too many");
  return { ok: true };
}
