import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminKey } from "@/server/auth/admin-key";
import { SIGN_IN_FAILURES_PER_ADDRESS } from "@/server/auth/auth-constants";
import type { Db } from "@/server/db/connect";
import { parseTrustProxy } from "@/lib/http/client-address";
import { createFront } from "@/server/http/front";
import { PRODUCTION_SERVER_VARIABLE } from "@/server/production-server";
import { createMarker } from "@/server/http/script-policy";
import { createTestDatabase, type TestDatabase, truncateAll } from "../support/databases";

/*
 * Who a sign-in attempt is counted against, over real HTTP from different loopback peers
 * (127.0.0.1 is the configured proxy; 127.0.0.2 and 127.0.0.3 are clients that reach the app
 * port directly). The production server's front (src/server/http/front.ts) hands each request
 * to an application behind it, as to Next.js on its private socket; there the real sign-in
 * action runs with the request's headers, so the rate limit it applies is the one a visitor
 * meets. See docs/decisions/0021 and 0031. SQLite only: the limit itself is proved on both
 * dialects (admin-auth.test.ts); this is about whose address it counts, and each attempt pays
 * a real scrypt hash.
 */

let currentDb: Db;
vi.mock("@/server/db/database", () => ({
  getDb: async () => currentDb,
  closeDb: async () => {},
}));
// next/headers as Next.js gives it: the headers of the request being handled, whoever sent them.
const requestHeaders = new AsyncLocalStorage<Headers>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
  headers: async () => requestHeaders.getStore() ?? new Headers(),
}));

const { signIn } = await import("@/server/auth/actions");
const { getClientAddress } = await import("@/server/auth/request-address");

const KEY = "the operator's real secret key";
const PROXY = "127.0.0.1";
const SPOOFED = { "x-forwarded-for": "6.6.6.6", "x-kursi-client-address": "6.6.6.6" };

type Answer = { address: string; message: string };

/** Answers every request by running the sign-in action with a wrong key. */
async function attempt(): Promise<Answer> {
  const form = new FormData();
  form.set("key", "a wrong key, long enough");
  const state = await signIn({ status: "idle" }, form);
  return {
    address: await getClientAddress(),
    message: state.status === "error" ? state.message : "",
  };
}

/** The application behind the front: runs the sign-in with the headers it was handed. */
async function application(socketPath: string): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) headers.set(name, String(value));
    requestHeaders.run(headers, attempt).then(
      (answer) => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(answer));
      },
      (error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return server;
}

/** The production server's front, listening on `host`, with TRUST_PROXY `trust`. */
async function front(socketPath: string, trust: string, host = "127.0.0.1"): Promise<Server> {
  const handle = createFront({
    socketPath,
    trust: parseTrustProxy(trust),
    marker: createMarker(),
    ownScripts: new Set(),
    imageHosts: [],
    upgradeInsecureRequests: false,
    pageSeconds: 0,
    log: pino({ level: "silent" }),
  });
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return server;
}

/** The application reached directly, as under `next dev` (no production server in front). */
async function direct(): Promise<Server> {
  const socketDir = mkdtempSync(path.join(tmpdir(), "kursi-direct-"));
  const app = await application(path.join(socketDir, "app.sock"));
  const server = createServer((req, res) => {
    const forwarded = request(
      { socketPath: path.join(socketDir, "app.sock"), method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  server.on("close", () => {
    app.close();
    rmSync(socketDir, { recursive: true, force: true });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

function send(server: Server, from: string, headers: Record<string, string> = {}) {
  const { port, address: host } = server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host, port, localAddress: from, method: "POST", headers, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(JSON.parse(body) as Answer) : reject(new Error(body)),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const INVALID = "Invalid secret key!";
const LIMITED = /^Too many attempts/;

describe("the client address of a sign-in", () => {
  let database: TestDatabase;
  let production: Server;
  let withoutCustomServer: Server;
  let overIpv6: Server;

  let app: Server;
  let socketDir: string;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    currentDb = database.db;
    socketDir = mkdtempSync(path.join(tmpdir(), "kursi-front-"));
    const socketPath = path.join(socketDir, "next.sock");
    app = await application(socketPath);
    // As the production server does: TRUST_PROXY names the proxy in front.
    production = await front(socketPath, PROXY);
    withoutCustomServer = await direct();
    overIpv6 = await front(socketPath, "127.0.0.1, ::1/128", "::1");
  });
  afterAll(async () => {
    for (const server of [production, withoutCustomServer, overIpv6, app]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(socketDir, { recursive: true, force: true });
    await database.destroy();
  });
  beforeEach(async () => {
    process.env[PRODUCTION_SERVER_VARIABLE] = "1";
    currentDb = database.db;
    await truncateAll(database.db);
    await setAdminKey(database.db, KEY);
  });

  it("ignores X-Forwarded-For and the internal header from a peer that is not a proxy", async () => {
    for (let i = 1; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      const spoofed = { "x-forwarded-for": `6.6.6.${i}`, "x-kursi-client-address": `7.7.7.${i}` };
      expect(await send(production, "127.0.0.2", spoofed)).toEqual({
        address: "127.0.0.2",
        message: INVALID,
      });
    }
    const next = await send(production, "127.0.0.2", { "x-forwarded-for": "6.6.6.99" });
    expect(next.address).toBe("127.0.0.2");
    expect(next.message).toMatch(LIMITED);
    // Another client keeps its own limit.
    expect(await send(production, "127.0.0.3", SPOOFED)).toEqual({
      address: "127.0.0.3",
      message: INVALID,
    });
  });

  it("believes the configured proxy's X-Forwarded-For, and not the internal header", async () => {
    const client = {
      "x-forwarded-for": "6.6.6.6, 198.51.100.7",
      "x-kursi-client-address": "192.0.2.1",
    };
    for (let i = 1; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      expect(await send(production, PROXY, client)).toEqual({
        address: "198.51.100.7",
        message: INVALID,
      });
    }
    expect((await send(production, PROXY, client)).message).toMatch(LIMITED);
    // The client's own left-hand entries change nothing; another visitor is not locked out.
    expect(
      (await send(production, PROXY, { "x-forwarded-for": "1.1.1.1, 198.51.100.7" })).message,
    ).toMatch(LIMITED);
    expect(await send(production, PROXY, { "x-forwarded-for": "198.51.100.8" })).toEqual({
      address: "198.51.100.8",
      message: INVALID,
    });
    // Without the header, the proxy's own request is its own.
    expect(await send(production, PROXY)).toEqual({ address: PROXY, message: INVALID });
  });

  it("reads IPv6 peers and addresses the same way", async () => {
    // ::1 is a listed proxy here, so what it forwards is believed.
    expect(await send(overIpv6, "::1", { "x-forwarded-for": "6.6.6.6, 2001:DB8:1:2::5" })).toEqual({
      address: "2001:db8:1:2::5",
      message: INVALID,
    });
    // Not listed on the IPv4-only server: the socket address stands.
    const ipv4Only = await front(path.join(socketDir, "next.sock"), PROXY, "::1");
    try {
      expect(await send(ipv4Only, "::1", SPOOFED)).toEqual({ address: "::1", message: INVALID });
    } finally {
      ipv4Only.closeAllConnections();
      await new Promise((resolve) => ipv4Only.close(resolve));
    }
  });

  it("without the production server, believes no header: every request is unknown", async () => {
    delete process.env[PRODUCTION_SERVER_VARIABLE];
    for (let i = 1; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      const from = i % 2 === 0 ? PROXY : "127.0.0.2";
      const spoofed = { "x-forwarded-for": `6.6.6.${i}`, "x-kursi-client-address": `7.7.7.${i}` };
      expect(await send(withoutCustomServer, from, spoofed)).toEqual({
        address: "unknown",
        message: INVALID,
      });
    }
    expect((await send(withoutCustomServer, "127.0.0.3", SPOOFED)).message).toMatch(LIMITED);
  });
});
