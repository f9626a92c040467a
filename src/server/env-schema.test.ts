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

  it("reads TRUST_PROXY as a number of proxies", () => {
    expect(parseEnv({ NODE_ENV: "test" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ NODE_ENV: "test", TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ NODE_ENV: "test", TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ NODE_ENV: "test", TRUST_PROXY: "yes" })).toThrowError(/TRUST_PROXY/);
  });
});
