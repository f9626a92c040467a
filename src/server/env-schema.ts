import "server-only";
import path from "node:path";
import { z } from "zod";
import { AUDIT_RETENTION_DAYS_DEFAULT } from "@/lib/audit/audit-kinds";
import { POST_REVISIONS_KEPT_DEFAULT } from "@/lib/blog/revision";
import { INQUIRY_RETENTION_DAYS_DEFAULT } from "@/lib/inquiries/inquiry";
import { parseImageHosts } from "@/lib/media/image-hosts";
import { IMAGE_CACHE_MB_DEFAULT } from "@/lib/media/image-optimizer";
import { MAX_SECRET_KEY_LENGTH, MIN_SECRET_KEY_LENGTH } from "./auth/auth-constants";
import { parseTrustProxy, TrustProxyError } from "@/lib/http/client-address";
import { isPlaceholderSecret, urlPassword } from "./security/placeholder-secret";

/** Default contact-form rate limit per client address (CONTACT_RATE_LIMIT, _WINDOW_MINUTES). */
const CONTACT_RATE_LIMIT_DEFAULT = 5;
const CONTACT_RATE_WINDOW_MINUTES_DEFAULT = 60;
/** How often the server looks for scheduled posts that are due (JOBS_INTERVAL_SECONDS). */
const JOBS_INTERVAL_SECONDS_DEFAULT = 30;
/**
 * How long the production server replays a public page (RESPONSE_CACHE_SECONDS): a page is at
 * most this far behind a save. Behind nginx's own cache, 0 (docs/decisions/0031).
 */
const RESPONSE_CACHE_SECONDS_DEFAULT = 1;
/** Daily backups kept by default (BACKUP_KEEP). */
const BACKUP_KEEP_DEFAULT = 7;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const port = z.coerce.number().int().min(1).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const optionalEmail = optionalString.pipe(
  z.email({ error: "must be an email address" }).optional(),
);

const httpUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** The AI writing assistant (docs/decisions/0006); off without a key (or a local server). */
const aiEnv = {
  /** gemini: Google's API through @google/genai; openai: any OpenAI-compatible chat server. */
  AI_PROVIDER: z.enum(["gemini", "openai"]).default("gemini"),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().trim().min(1).default("gemini-2.5-flash"),
  /** Another endpoint speaking Gemini's REST API (a proxy, or the test server). */
  GEMINI_BASE_URL: httpUrl,
  /** Up to the API version, e.g. http://localhost:11434/v1 for Ollama. */
  OPENAI_BASE_URL: httpUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  /** The whole answer must arrive within this time (at most 5 minutes, Node's fetch limit). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(120_000),
  AI_MAX_INPUT_CHARS: z.coerce.number().int().min(100).max(200_000).default(40_000),
  AI_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
};

/** Where uploaded media lives (docs/decisions/0021): DATA_DIR/uploads, or an S3-compatible bucket. */
const storageEnv = {
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: optionalString,
  /** Another S3-compatible service, e.g. http://127.0.0.1:9000 for MinIO; AWS when unset. */
  S3_ENDPOINT: httpUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The bucket in the URL path rather than the host name (most non-AWS stores want it). */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** Where the bucket is served publicly (https); new uploads are linked there instead of /uploads/. */
  S3_PUBLIC_BASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^https$/, error: "must be an https:// URL" })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
};

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOSTNAME: z.string().trim().min(1).default("0.0.0.0"),
  /** Public origin used for canonical URLs, the sitemap and Open Graph. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  /** Database file and uploads live here unless DATABASE_URL points at PostgreSQL. */
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default("./data")
    .transform((dir) => path.resolve(dir)),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  /** Hosts (https) that blog images may load from, comma-separated; next.config.ts reads it too. */
  IMAGE_REMOTE_HOSTS: z.string().default("").transform(parseImageHosts),
  /** Write the six sample posts into an empty database on first start. */
  SEED_SAMPLE_CONTENT: z.stringbool().default(true),
  /**
   * The admin secret key (docs/decisions/0005). When set, it is hashed into the database at
   * start (a new value ends every admin session); when unset, the stored key stands, and a
   * first start generates one and prints it once. Never stored or logged in clear.
   */
  ADMIN_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .min(MIN_SECRET_KEY_LENGTH, `must be at least ${MIN_SECRET_KEY_LENGTH} characters`)
      .max(MAX_SECRET_KEY_LENGTH)
      .optional(),
  ),
  /**
   * Which peers may say who the client is (docs/decisions/0021): the reverse proxies' addresses
   * or CIDR ranges, comma-separated, whose X-Forwarded-For is believed; 0 (default) believes
   * none. A hop count ("true" = 1) is still read, and only from peers on a private network.
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        if (!(error instanceof TrustProxyError)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The image optimiser's disk cache, in MiB (read by next.config.ts at start). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(1).default(IMAGE_CACHE_MB_DEFAULT),
  RESPONSE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(RESPONSE_CACHE_SECONDS_DEFAULT),

  /**
   * Seals the secrets the database holds (the two-factor secret; docs/decisions/0020). The
   * same on every instance. Unset with SQLite: DATA_DIR/encryption.key, made on first use.
   */
  ENCRYPTION_KEY: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),

  /* Contact form and inquiries (docs/decisions/0007). */
  /** Signs form tokens and hashes client addresses; generated and kept in the database if unset. */
  FORM_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** Inquiries accepted per client address per window. */
  CONTACT_RATE_LIMIT: positiveInt.default(CONTACT_RATE_LIMIT_DEFAULT),
  CONTACT_RATE_WINDOW_MINUTES: positiveInt.default(CONTACT_RATE_WINDOW_MINUTES_DEFAULT),
  /** Email channel: SMTP_URL (smtp:// or smtps://; wins when both are set) or SMTP_HOST. */
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  SMTP_HOST: optionalString,
  SMTP_PORT: port.default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: z.stringbool().default(false),
  /**
   * Without SMTP_SECURE, a server that is not on this machine must offer STARTTLS, or no mail is
   * sent (a stripped offer would expose the credentials). true sends in plain text anyway.
   */
  SMTP_ALLOW_PLAINTEXT: z.stringbool().default(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  /** The agency mailbox inquiries are sent to (default: the site's email address). */
  INQUIRY_TO: optionalEmail,
  /** The sender address of inquiry mails (default: INQUIRY_TO). */
  INQUIRY_FROM: optionalEmail,
  /** Form-forwarding channel: each inquiry is POSTed here as form fields. */
  FORM_FORWARD_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  INQUIRY_RETENTION_DAYS: positiveInt.default(INQUIRY_RETENTION_DAYS_DEFAULT),
  /** Revisions kept per post (docs/decisions/0027); the oldest go at each save beyond it. */
  POST_REVISIONS_KEPT: z.coerce
    .number()
    .int()
    .min(POST_REVISIONS_KEPT_DEFAULT)
    .max(100_000)
    .default(POST_REVISIONS_KEPT_DEFAULT),
  /** Run the outbox worker inside the server (false: drain with `npm run outbox` instead). */
  OUTBOX_WORKER: z.stringbool().default(true),
  OUTBOX_INTERVAL_SECONDS: positiveInt.default(60),
  /** First retry delay of a failed delivery; each later one doubles, up to an hour. */
  OUTBOX_RETRY_BASE_SECONDS: positiveInt.default(30),
  ...aiEnv,
  ...storageEnv,

  /* Jobs and the audit log (docs/decisions/0025). */
  /** Publish scheduled posts from inside the server (false: run `npm run jobs` from a scheduler). */
  JOBS_WORKER: z.stringbool().default(true),
  JOBS_INTERVAL_SECONDS: positiveInt.default(JOBS_INTERVAL_SECONDS_DEFAULT),
  /** Audit log entries older than this are deleted (daily, and by `npm run jobs`). */
  AUDIT_RETENTION_DAYS: positiveInt.default(AUDIT_RETENTION_DAYS_DEFAULT),

  /* Backups (docs/decisions/0019). */
  /** Where `npm run backup` and the daily backup write archives (default for the script: ./backups). */
  BACKUP_DIR: optionalString.transform((dir) => (dir ? path.resolve(dir) : undefined)),
  /** The server writes one archive a day into BACKUP_DIR (one instance of several: a lease). */
  BACKUP_DAILY: z.stringbool().default(false),
  /** Daily archives kept in BACKUP_DIR; older ones are deleted. */
  BACKUP_KEEP: positiveInt.default(BACKUP_KEEP_DEFAULT),
});

/** Variables that hold a secret, whole or as a URL's password: production refuses placeholders. */
const PLAIN_SECRETS = [
  "ADMIN_SECRET_KEY",
  "ENCRYPTION_KEY",
  "FORM_SECRET",
  "S3_SECRET_ACCESS_KEY",
  "SMTP_PASSWORD",
  "GEMINI_API_KEY",
  "OPENAI_API_KEY",
] as const;
const URL_SECRETS = ["DATABASE_URL", "SMTP_URL"] as const;

/** Rules across variables, checked once every variable is valid on its own. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const issue = (name: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [name], message });
  if (env.NODE_ENV === "production") {
    const placeholder = (name: string, what: string) =>
      issue(
        name,
        `${what} is a placeholder from an example; set a secret of your own (e.g. \`openssl rand -base64 33\`)`,
      );
    for (const name of PLAIN_SECRETS) {
      const value = env[name];
      if (value && isPlaceholderSecret(value)) placeholder(name, "it");
    }
    for (const name of URL_SECRETS) {
      const value = env[name];
      if (value && isPlaceholderSecret(urlPassword(value))) placeholder(name, "its password");
    }
  }
  if (env.BACKUP_DAILY && !env.BACKUP_DIR)
    issue("BACKUP_DIR", "is required when BACKUP_DAILY=true");
  if (env.AI_PROVIDER === "openai") {
    for (const name of ["OPENAI_BASE_URL", "OPENAI_MODEL"] as const) {
      if (!env[name]) issue(name, "is required when AI_PROVIDER=openai");
    }
  }
  if (env.STORAGE === "s3") {
    if (!env.S3_BUCKET) issue("S3_BUCKET", "is required when STORAGE=s3");
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      issue(
        env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
        "is required with the other S3 credential (or leave both unset for the SDK's own)",
      );
    }
  }
  if (env.S3_PUBLIC_BASE_URL) {
    const host = new URL(env.S3_PUBLIC_BASE_URL).hostname;
    if (env.STORAGE !== "s3") issue("S3_PUBLIC_BASE_URL", "is only read with STORAGE=s3");
    // Pages may show images only from listed hosts (next/image and the CSP read the same list).
    else if (!env.IMAGE_REMOTE_HOSTS.includes(host)) {
      issue("S3_PUBLIC_BASE_URL", `its host ${host} must be listed in IMAGE_REMOTE_HOSTS`);
    }
  }
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or exits the process with one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`,
  );
  const message = `Invalid environment variables:\n${lines.join("\n")}\nSee .env.example for working values.`;
  if (source.NODE_ENV === "test" || source.VITEST) throw new Error(message);
  console.error(message);
  process.exit(1);
}
