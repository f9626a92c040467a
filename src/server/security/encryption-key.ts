import "server-only";
import { randomBytes, hkdfSync } from "node:crypto";
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/server/env";
import { ensurePrivateDirectory, makePrivate, PRIVATE_FILE_MODE } from "./private-files";
import { type EncryptionKey, encryptionKeyFrom } from "./secret-box";

/*
 * Where the key that seals the database's secrets lives (docs/decisions/0020): never in the
 * database, so a copy of it (a backup, a dump) holds no usable second factor.
 * - ENCRYPTION_KEY, the same on every instance: any text of 32+ characters, stretched to a key.
 *   Required for two-factor sign-in on PostgreSQL, where instances on several machines share
 *   one database and nothing else.
 * - Otherwise, with SQLite (one machine): DATA_DIR/encryption.key, made on first use (0600),
 *   read by every process on that machine, and never in a backup archive.
 */

export const KEY_FILE = "encryption.key";
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/;

export type KeySource =
  { key: EncryptionKey; from: "ENCRYPTION_KEY" | "file" } | { key: undefined; why: string };

const STATE_KEY = Symbol.for("kursi.encryption-key");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: KeySource };

/** A key from ENCRYPTION_KEY's text: HKDF-SHA256, so any long passphrase gives 32 good bytes. */
export function keyFromSecret(secret: string): EncryptionKey {
  return encryptionKeyFrom(
    Buffer.from(
      hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), "kursi:encryption-key", 32),
    ),
  );
}

/** Reads DATA_DIR/encryption.key, creating it first if no process on this machine has. */
export function keyFromFile(dataDir: string): EncryptionKey {
  ensurePrivateDirectory(dataDir);
  const file = path.join(dataDir, KEY_FILE);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    writeFileSync(temporary, `${randomBytes(32).toString("base64url")}\n`, {
      mode: PRIVATE_FILE_MODE,
      flag: "wx",
    });
    // Published whole, and only if absent: processes starting together agree on the first.
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  makePrivate(file, PRIVATE_FILE_MODE);
  const text = readFileSync(file, "utf8").trim();
  if (!KEY_TEXT.test(text))
    throw new Error(`${file} is not an encryption key (43 base64url characters)`);
  return encryptionKeyFrom(Buffer.from(text, "base64url"));
}

/** The site's encryption key, or why there is none (read once per process). */
export function getEncryptionKey(): KeySource {
  globalState[STATE_KEY] ??= env.ENCRYPTION_KEY
    ? { key: keyFromSecret(env.ENCRYPTION_KEY), from: "ENCRYPTION_KEY" }
    : env.DATABASE_URL
      ? {
          key: undefined,
          why: "two-factor sign-in on PostgreSQL needs ENCRYPTION_KEY, the same on every instance (32+ characters, e.g. `openssl rand -base64 33`)",
        }
      : { key: keyFromFile(env.DATA_DIR), from: "file" };
  return globalState[STATE_KEY];
}
