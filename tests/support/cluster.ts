import { type ChildProcess, spawn } from "node:child_process";
import { connect } from "node:net";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * A cluster on loopback, as deploy/ runs it: N production servers from the last build
 * (`npm run build`), sharing a PostgreSQL database of their own, behind Debian's nginx run
 * unprivileged under a temporary prefix. nginx connects to the instances from 127.0.0.2
 * (proxy_bind), the only address the instances believe X-Forwarded-For from (TRUST_PROXY), so
 * a client reaching an instance directly is seen as itself. Used by the cluster test and by
 * `npm run bench:cluster`.
 */

export const NGINX_BINARY = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";
/** nginx's own loopback address towards the instances; TRUST_PROXY names it. */
export const PROXY_ADDRESS = "127.0.0.2";

export type Instance = {
  port: number;
  baseURL: string;
  child: ChildProcess;
};

async function waitForServer(url: string, child?: ChildProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${url}`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export type ClusterOptions = {
  /** nginx listens here; the instances on the ports after it. */
  proxyPort: number;
  instances: number;
  databaseUrl: string;
  /** Environment for every instance (storage, mail, limits...). */
  env?: Record<string, string>;
  /** A static file nginx serves itself at /static-probe (for the benchmark). */
  staticFile?: Buffer;
  logLevel?: string;
  /**
   * Replaces the recipe's limit on POSTs per address and minute (30): a load test sends every
   * request from one address. Left out, the recipe's own limit holds.
   */
  postsPerMinute?: number;
};

export type Cluster = {
  proxyURL: string;
  instances: Instance[];
  /** Replaces the file nginx serves at /static-probe. */
  setStaticFile: (body: Buffer) => Promise<void>;
  /** Starts instance i (0-based) again after it stopped. */
  restart: (index: number) => Promise<void>;
  kill: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  stop: () => Promise<void>;
};

/** The shipped recipe's own parts (deploy/nginx/kursi), as every deployment includes them. */
const RECIPE = path.resolve(import.meta.dirname, "../../deploy/nginx/kursi");

/**
 * The recipe's two parts, copied under `prefix` with its cache directories moved there (an
 * unprivileged nginx cannot write /var/cache), around what the deployment itself decides:
 * where nginx listens and which instances it balances over.
 */
function nginxConfig(prefix: string, options: ClusterOptions): string {
  for (const part of ["http.conf", "site.conf"]) {
    let text = readFileSync(path.join(RECIPE, part), "utf8").replaceAll(
      "/var/cache/nginx/",
      `${prefix}/cache/`,
    );
    if (options.postsPerMinute !== undefined) {
      const rate = /(zone=kursi_posts:\S+ rate=)30r\/m/;
      if (part === "http.conf" && !rate.test(text))
        throw new Error("the recipe's POST limit moved");
      text = text.replace(rate, `$1${options.postsPerMinute}r/m`);
    }
    writeFileSync(path.join(prefix, part), text);
  }
  const upstreams = Array.from(
    { length: options.instances },
    (_, i) => `    server 127.0.0.1:${options.proxyPort + 1 + i} max_fails=3 fail_timeout=10s;`,
  ).join("\n");
  return `
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nodelay on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/http.conf;
  upstream kursi {
    least_conn;
${upstreams}
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${options.proxyPort};
    proxy_bind ${PROXY_ADDRESS};
    include ${prefix}/site.conf;
    location = /static-probe { root ${prefix}/static; default_type text/html; }
  }
}
`;
}

/** Whether something already listens on the loopback port (a server left by an aborted run). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  for (let port = options.proxyPort; port <= options.proxyPort + options.instances; port += 1) {
    if (await portInUse(port))
      throw new Error(`port ${port} is in use: is a cluster still running?`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), "kursi-cluster-"));
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "static", "cache"]) {
    mkdirSync(path.join(prefix, dir));
  }
  // nginx started as root runs its workers as nobody: they must read and write under the prefix.
  chmodSync(prefix, 0o755);
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) {
    chmodSync(path.join(prefix, dir), 0o777);
  }
  if (options.staticFile)
    writeFileSync(path.join(prefix, "static", "static-probe"), options.staticFile);
  writeFileSync(path.join(prefix, "nginx.conf"), nginxConfig(prefix, options));
  const proxyURL = `http://localhost:${options.proxyPort}`;

  const nginx = spawn(NGINX_BINARY, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.once("exit", () => nginx.kill("SIGKILL"));
  const children: (ChildProcess | null)[] = Array.from({ length: options.instances }, () => null);

  const startInstance = (index: number): Instance => {
    const port = options.proxyPort + 1 + index;
    const dataDir = path.join(prefix, `instance-${index + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ["dist/server.mjs"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        SITE_URL: proxyURL,
        TRUST_PROXY: PROXY_ADDRESS,
        // nginx keeps public pages for a second, as in deploy/compose.yaml.
        RESPONSE_CACHE_SECONDS: "0",
        LOG_LEVEL: options.logLevel ?? "error",
        ...options.env,
      },
    });
    children[index] = child;
    // Not left running if the test process ends without stopping the cluster.
    process.once("exit", () => child.kill("SIGKILL"));
    return { port, baseURL: `http://localhost:${port}`, child };
  };

  const instances: Instance[] = [];
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all(children.map((child) => child && stopChild(child)));
    await stopChild(nginx, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // The first one migrates and seeds the new database; the others start on it together.
    instances.push(startInstance(0));
    await waitForServer(`${instances[0]?.baseURL}/robots.txt`, instances[0]?.child);
    for (let i = 1; i < options.instances; i += 1) instances.push(startInstance(i));
    await Promise.all(instances.map((it) => waitForServer(`${it.baseURL}/robots.txt`, it.child)));
    await waitForServer(`${proxyURL}/robots.txt`, nginx);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    proxyURL,
    instances,
    setStaticFile: async (body) => {
      writeFileSync(path.join(prefix, "static", "static-probe"), body);
    },
    kill: async (index, signal = "SIGKILL") => {
      const child = children[index];
      if (child) await stopChild(child, signal);
    },
    restart: async (index) => {
      if (stopped) return;
      const instance = startInstance(index);
      instances[index] = instance;
      await waitForServer(`${instance.baseURL}/robots.txt`, instance.child);
    },
    stop,
  };
}
