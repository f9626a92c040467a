import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env-schema";

describe("parseEnv", () => {
  it("gives working defaults for an empty environment", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("names every bad variable at once", () => {
    expect(() =>
      parseEnv({
        NODE_ENV: "test",
        PORT: "eighty",
        SITE_URL: "not a url",
        DATABASE_URL: "mysql://x",
      }),
    ).toThrowError(/PORT[\s\S]*SITE_URL[\s\S]*DATABASE_URL/);
  });

  it("seeds sample content unless told not to", () => {
    expect(parseEnv({ NODE_ENV: "test" }).SEED_SAMPLE_CONTENT).toBe(true);
    expect(parseEnv({ NODE_ENV: "test", SEED_SAMPLE_CONTENT: "false" }).SEED_SAMPLE_CONTENT).toBe(
      false,
    );
    expect(() => parseEnv({ NODE_ENV: "test", SEED_SAMPLE_CONTENT: "maybe" })).toThrowError(
      /SEED_SAMPLE_CONTENT/,
    );
  });

  it("keeps daily backups off unless asked, and then needs a directory", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.BACKUP_DAILY).toBe(false);
    expect(env.BACKUP_DIR).toBeUndefined();
    expect(env.BACKUP_KEEP).toBe(7);
    expect(() => parseEnv({ NODE_ENV: "test", BACKUP_DAILY: "true" })).toThrowError(
      /BACKUP_DIR: is required when BACKUP_DAILY=true/,
    );
    expect(
      parseEnv({ NODE_ENV: "test", BACKUP_DAILY: "true", BACKUP_DIR: "backups" }).BACKUP_DIR,
    ).toBe(path.resolve("backups"));
  });

  it("treats blank optional values as unset", () => {
    expect(parseEnv({ NODE_ENV: "test", DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("switches the AI assistant off by default, on Gemini's default model", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.AI_PROVIDER).toBe("gemini");
    expect(env.GEMINI_API_KEY).toBeUndefined();
    expect(env.GEMINI_MODEL).toBe("gemini-2.5-flash");
    expect(env.AI_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it("requires a base URL and a model for an OpenAI-compatible provider", () => {
    expect(() => parseEnv({ NODE_ENV: "test", AI_PROVIDER: "openai" })).toThrowError(
      /OPENAI_BASE_URL: is required[\s\S]*OPENAI_MODEL: is required/,
    );
    const env = parseEnv({
      NODE_ENV: "test",
      AI_PROVIDER: "openai",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
      OPENAI_MODEL: "llama3.2",
    });
    expect(env.OPENAI_MODEL).toBe("llama3.2");
  });

  it("refuses AI settings that cannot work", () => {
    expect(() =>
      parseEnv({
        NODE_ENV: "test",
        GEMINI_BASE_URL: "ftp://x",
        AI_TIMEOUT_MS: "10",
        AI_PROVIDER: "x",
      }),
    ).toThrowError(/AI_PROVIDER[\s\S]*GEMINI_BASE_URL[\s\S]*AI_TIMEOUT_MS/);
  });

  it("takes an admin secret key of at least 16 characters, trimmed", () => {
    expect(parseEnv({ NODE_ENV: "test" }).ADMIN_SECRET_KEY).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: "test", ADMIN_SECRET_KEY: "  sixteen chars ok  " }).ADMIN_SECRET_KEY,
    ).toBe("sixteen chars ok");
    expect(() => parseEnv({ NODE_ENV: "test", ADMIN_SECRET_KEY: "short" })).toThrowError(
      /ADMIN_SECRET_KEY/,
    );
  });

  it("refuses placeholder secrets in production, naming each, and only there", () => {
    const placeholders = {
      ADMIN_SECRET_KEY: "change-me-admin-key-at-least-16-chars",
      FORM_SECRET: "change-me-form-secret-of-32-characters-or-more",
      DATABASE_URL: "postgres://kursi:change-me-postgres@postgres:5432/kursi",
      STORAGE: "s3",
      S3_BUCKET: "kursi-uploads",
      S3_ACCESS_KEY_ID: "kursi-site",
      S3_SECRET_ACCESS_KEY: "CHANGEME",
      SMTP_URL: "smtp://mailer:<your-password>@smtp.example.com:587",
      SMTP_PASSWORD: "replace-me",
      GEMINI_API_KEY: "xxxxxxxxxxxxxxxx",
      OPENAI_API_KEY: "change_me",
    };
    let message = "";
    try {
      parseEnv({ NODE_ENV: "production", VITEST: "true", ...placeholders });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      "ADMIN_SECRET_KEY",
      "FORM_SECRET",
      "DATABASE_URL",
      "S3_SECRET_ACCESS_KEY",
      "SMTP_URL",
      "SMTP_PASSWORD",
      "GEMINI_API_KEY",
      "OPENAI_API_KEY",
    ]) {
      expect(message).toContain(
        `  - ${name}: ${name === "DATABASE_URL" || name === "SMTP_URL" ? "its password" : "it"} is a placeholder from an example; set a secret of your own (e.g. \`openssl rand -base64 33\`)`,
      );
    }
    // Never the value itself: a message may be logged.
    expect(message).not.toContain("change-me");
    // Development and tests run on the examples' values as they are.
    expect(parseEnv({ NODE_ENV: "development", ...placeholders }).FORM_SECRET).toBe(
      placeholders.FORM_SECRET,
    );
    // Real secrets, and words that merely contain the letters, are fine in production.
    const real = parseEnv({
      NODE_ENV: "production",
      VITEST: "true",
      ADMIN_SECRET_KEY: "exchange-message-key-for-the-admin",
      FORM_SECRET: "q9UuR0b1cQ7y2m6v1XxzKpE4tW8sL3aN5dG0hJ2kF7",
      DATABASE_URL: "postgres://kursi:Zx81-rotated-mE@db/kursi",
    });
    expect(real.ADMIN_SECRET_KEY).toBe("exchange-message-key-for-the-admin");
  });

  it("reads TRUST_PROXY as the proxies' addresses, or no proxy, or a hop count", () => {
    const trust = (TRUST_PROXY?: string) => parseEnv({ NODE_ENV: "test", TRUST_PROXY }).TRUST_PROXY;
    expect(trust()).toEqual({ kind: "none" });
    expect(trust("false")).toEqual({ kind: "none" });
    expect(trust("true")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("2")).toEqual({ kind: "hops", hops: 2 });
    const proxies = trust("10.0.0.0/8, ::1");
    expect(proxies.kind === "proxies" && proxies.ranges).toEqual(["10.0.0.0/8", "::1"]);
    expect(proxies.kind === "proxies" && proxies.includes("10.9.8.7")).toBe(true);
    expect(() => trust("yes")).toThrowError(/TRUST_PROXY: not an address or CIDR range: yes/);
  });

  it("keeps media on the local disk unless STORAGE=s3, which needs a bucket", () => {
    const base = { NODE_ENV: "test" };
    expect(parseEnv(base)).toMatchObject({ STORAGE: "local", S3_FORCE_PATH_STYLE: false });
    expect(() => parseEnv({ ...base, STORAGE: "s3" })).toThrowError(
      /S3_BUCKET: is required when STORAGE=s3/,
    );
    expect(() => parseEnv({ ...base, STORAGE: "disk" })).toThrowError(/STORAGE/);
    const s3 = { ...base, STORAGE: "s3", S3_BUCKET: "media" };
    expect(parseEnv({ ...s3, S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_BUCKET: "media",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ ...s3, S3_ACCESS_KEY_ID: "id" })).toThrowError(
      /S3_SECRET_ACCESS_KEY: is required with the other S3 credential/,
    );
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "ftp://store" })).toThrowError(/S3_ENDPOINT/);
  });

  it("links uploads to S3_PUBLIC_BASE_URL only over https from a listed image host", () => {
    const s3 = { NODE_ENV: "test", STORAGE: "s3", S3_BUCKET: "media" };
    const url = "https://cdn.example.com/media/";
    expect(
      parseEnv({ ...s3, S3_PUBLIC_BASE_URL: url, IMAGE_REMOTE_HOSTS: "cdn.example.com" })
        .S3_PUBLIC_BASE_URL,
    ).toBe("https://cdn.example.com/media");
    expect(() => parseEnv({ ...s3, S3_PUBLIC_BASE_URL: url })).toThrowError(
      /S3_PUBLIC_BASE_URL: its host cdn.example.com must be listed in IMAGE_REMOTE_HOSTS/,
    );
    expect(() =>
      parseEnv({
        ...s3,
        S3_PUBLIC_BASE_URL: "http://cdn.example.com",
        IMAGE_REMOTE_HOSTS: "cdn.example.com",
      }),
    ).toThrowError(/must be an https:\/\/ URL/);
  });
});
