import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { envSchema, parseEnv } from "@/server/env-schema";
import { resolveClientAddress } from "@/lib/http/client-address";

/*
 * The reference deployment (deploy/, docs/operations.md, "Running several instances") against the code it
 * runs: the environment compose gives each instance is one the site accepts, nginx is the only
 * peer whose forwarding header counts, and nginx's limits match the site's. Docker is not
 * needed: the files are read as text (compose's own interpolation rules, ${VAR:-default} and
 * ${VAR:?message}, are applied to deploy/.env.example).
 */

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const compose = read("deploy/compose.yaml");
/** nginx.conf with the site's parts it includes (deploy/nginx/kursi), as nginx reads it. */
const nginxParts = {
  main: read("deploy/nginx/nginx.conf"),
  http: read("deploy/nginx/kursi/http.conf"),
  site: read("deploy/nginx/kursi/site.conf"),
};
const nginxConf = Object.values(nginxParts).join("\n");

/** deploy/.env.example as compose reads it: KEY=value lines, comments and blanks skipped. */
function dotenv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]!] = match[2]!;
  }
  return vars;
}

/** Compose's variable interpolation: $VAR, ${VAR}, ${VAR:-default}, ${VAR:?error}; $$ is "$". */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:-|:\?)([^}]*))?\}/g,
    (whole, name?: string, op?: string, arg?: string) => {
      if (whole === "$$") return "$";
      const set = vars[name!];
      if (set !== undefined && set !== "") return set;
      if (op === ":?") throw new Error(`${name}: ${arg}`);
      return op === ":-" ? (arg ?? "") : "";
    },
  );
}

/** The lines of one YAML block: those after `header` indented deeper than it. */
function block(text: string, header: RegExp): string[] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => header.test(line));
  if (start < 0) throw new Error(`no ${header} in compose.yaml`);
  const indent = lines[start]!.search(/\S/);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (line.search(/\S/) <= indent) break;
    body.push(line);
  }
  return body;
}

const exampleVars = dotenv(read("deploy/.env.example"));

/** .env.example as docs/operations.md asks the operator to leave it: every change-me a fresh secret. */
const filledIn = Object.fromEntries(
  Object.entries(exampleVars).map(([name, value]) => [
    name,
    value.startsWith("change-me") ? randomBytes(33).toString("base64url") : value,
  ]),
);

/** The environment compose gives app1..app3 (the shared x-app block), from .env.example. */
function appEnvironment(vars: Record<string, string> = exampleVars): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of block(compose, /^\s+environment: &app-env$/)) {
    const match = /^\s+([A-Z0-9_]+): (.*)$/.exec(line);
    if (!match) throw new Error(`unread environment line: ${line}`);
    env[match[1]!] = interpolate(match[2]!.replace(/^"(.*)"$/, "$1"), vars);
  }
  return env;
}

/** A service's fixed address on the edge network. */
function edgeAddress(service: string): string {
  for (const line of block(compose, new RegExp(`^  ${service}:$`))) {
    const match = /edge: \{ ipv4_address: ([\d.]+) \}/.exec(line);
    if (match) return match[1]!;
  }
  throw new Error(`${service} has no fixed edge address`);
}

const appServices = ["app1", "app2", "app3"];

describe("the reference deployment (deploy/)", () => {
  it("refuses the example's placeholder secrets in production, naming each", () => {
    // parseEnv throws in tests, listing every bad variable.
    const refusal = () => parseEnv({ ...appEnvironment(), NODE_ENV: "production", VITEST: "true" });
    expect(refusal).toThrow("FORM_SECRET: it is a placeholder from an example");
    expect(refusal).toThrow("DATABASE_URL: its password is a placeholder from an example");
    expect(refusal).toThrow("S3_SECRET_ACCESS_KEY: it is a placeholder from an example");
    // The admin key is left empty, so the first instance generates one.
    expect(exampleVars.ADMIN_SECRET_KEY).toBe("");
  });

  it("gives every instance an environment the site accepts, naming only variables it reads", () => {
    const env = appEnvironment(filledIn);
    const unknown = Object.keys(env).filter((name) => !(name in envSchema.shape));
    expect(unknown).toEqual([]);
    // parseEnv throws in tests, listing every bad variable.
    const parsed = parseEnv({ ...env, NODE_ENV: "production", VITEST: "true" });
    expect(parsed.STORAGE).toBe("s3");
    expect(parsed.S3_ENDPOINT).toBe("http://minio:9000");
    expect(parsed.S3_FORCE_PATH_STYLE).toBe(true);
    expect(parsed.DATABASE_URL).toMatch(/^postgres:\/\/kursi:[^@]+@postgres:5432\/kursi$/);
    // One site: the secrets every instance shares come from the same settings.
    expect(parsed.FORM_SECRET).toBe(filledIn.FORM_SECRET);
    expect(parsed.ADMIN_SECRET_KEY).toBeUndefined();
  });

  it("refuses to start without the secrets that must be set", () => {
    const { FORM_SECRET: _unset, ...vars } = exampleVars;
    const line = block(compose, /^\s+environment: &app-env$/).find((l) =>
      l.includes("FORM_SECRET:"),
    );
    expect(() => interpolate(line!, vars)).toThrow(/FORM_SECRET/);
  });

  it("believes X-Forwarded-For from nginx only", () => {
    const { TRUST_PROXY } = parseEnv({
      ...appEnvironment(filledIn),
      NODE_ENV: "production",
      VITEST: "true",
    });
    const nginx = edgeAddress("nginx");
    expect(nginx).toBe("172.30.0.10");
    // nginx appends the visitor's address ($proxy_add_x_forwarded_for) to whatever was sent.
    const forwardedFor = "6.6.6.6, 203.0.113.7";
    expect(resolveClientAddress({ remoteAddress: nginx, forwardedFor, trust: TRUST_PROXY })).toBe(
      "203.0.113.7",
    );
    // Another container on the same network (an instance, say) speaks for itself only.
    for (const peer of appServices.map(edgeAddress)) {
      expect(resolveClientAddress({ remoteAddress: peer, forwardedFor, trust: TRUST_PROXY })).toBe(
        peer,
      );
    }
  });

  it("balances over every instance, with each instance's forwarding headers", () => {
    const upstream = /upstream kursi \{([^}]*)\}/.exec(nginxConf)?.[1] ?? "";
    const servers = [...upstream.matchAll(/^\s*server ([\w.-]+):3000\b/gm)].map((m) => m[1]);
    expect(servers).toEqual(appServices);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    // With the port: Next.js refuses Server Actions whose Origin differs from X-Forwarded-Host.
    expect(nginxConf).toMatch(/proxy_set_header Host \$http_host;/);
    expect(nginxConf).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
  });

  it("lets the largest upload through nginx, and not much more", () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    const [, size, unit] = /client_max_body_size (\d+)([km]?);/.exec(nginxConf) ?? [];
    const bytes = Number(size) * (unit === "m" ? 1024 * 1024 : unit === "k" ? 1024 : 1);
    expect(bytes).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES);
    expect(bytes).toBeLessThanOrEqual(UPLOAD_MAX_BYTES * 1.25);
  });

  const hasNginx = spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
  const hasOpenssl = spawnSync("openssl", ["version"], { stdio: "ignore" }).status === 0;
  const scratch: string[] = [];
  afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.skipIf(!hasNginx || !hasOpenssl)(
    "has an nginx configuration that nginx accepts (nginx -t, throwaway certificate)",
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "deploy-nginx-"));
      scratch.push(dir);
      const made = spawnSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=localhost",
          "-keyout",
          path.join(dir, "privkey.pem"),
          "-out",
          path.join(dir, "fullchain.pem"),
        ],
        { encoding: "utf8" },
      );
      expect(made.status, made.stderr).toBe(0);
      // Compose's service names resolve only inside Docker; the paths are the container's.
      const local = (text: string) =>
        text
          .replaceAll("/etc/nginx/certs/", `${dir}/`)
          .replaceAll("/etc/nginx/kursi/", `${dir}/`)
          .replaceAll("/var/cache/nginx/", `${dir}/cache-`)
          .replace("/var/www/acme", path.join(dir, "acme"))
          .replace("pid /tmp/nginx.pid", `pid ${path.join(dir, "nginx.pid")}`)
          .replace(/\/var\/log\/nginx\//g, `${dir}/`)
          .replace(/server (app\d):3000/g, "server 127.0.0.1:3000");
      writeFileSync(path.join(dir, "http.conf"), local(nginxParts.http));
      writeFileSync(path.join(dir, "site.conf"), local(nginxParts.site));
      const conf = path.join(dir, "nginx.conf");
      writeFileSync(conf, local(nginxParts.main));
      const checked = spawnSync("nginx", ["-t", "-c", conf], { encoding: "utf8" });
      expect(checked.stderr).toMatch(/test is successful/);
      expect(checked.status).toBe(0);
    },
  );
});
