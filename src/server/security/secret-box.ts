import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/*
 * Secrets the database must hold but must not show (the two-factor secret), sealed with
 * AES-256-GCM under a key that is not in the database (encryption-key.ts). A sealed value reads
 * `v1:<key id>:<base64url of iv, tag, ciphertext>`: the key id says which key sealed it, so a
 * site given another key says so instead of failing in silence (docs/decisions/0020).
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1:([0-9a-f]{16}):([A-Za-z0-9_-]+)$/;

export type EncryptionKey = { bytes: Buffer; id: string };

/** A key of 32 bytes, with its id: a fingerprint that names it without revealing it. */
export function encryptionKeyFrom(bytes: Buffer): EncryptionKey {
  if (bytes.length !== 32) throw new Error("an encryption key is 32 bytes");
  const id = createHmac("sha256", bytes).update("kursi:encryption-key-id").digest("hex");
  return { bytes, id: id.slice(0, 16) };
}

export class SealedWithAnotherKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`it was encrypted with another encryption key (id ${keyId})`);
    this.name = "SealedWithAnotherKeyError";
  }
}

export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

/** The key id a sealed value names, or undefined for a value that is not sealed. */
export function sealedKeyId(value: string): string | undefined {
  return SEALED.exec(value)?.[1];
}

/** Seals `plain` for one purpose (the purpose is authenticated: a value sealed for another fails). */
export function seal(plain: string, key: EncryptionKey, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url");
  return `${VERSION}:${key.id}:${sealed}`;
}

/** Opens a sealed value; throws when another key sealed it or it was altered. */
export function open(sealed: string, key: EncryptionKey, purpose: string): string {
  const match = SEALED.exec(sealed);
  if (!match) throw new Error("not a sealed value");
  if (match[1] !== key.id) throw new SealedWithAnotherKeyError(match[1] ?? "");
  const bytes = Buffer.from(match[2] ?? "", "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}
