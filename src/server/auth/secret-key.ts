import "server-only";
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";
import { GENERATED_KEY_BYTES } from "./auth-constants";

/*
 * The admin secret key is stored only as a scrypt hash (docs/decisions/0005). The parameters
 * travel inside the stored string, so raising them later leaves existing hashes verifiable:
 *   scrypt$ln=15,r=8,p=3$<salt, base64>$<hash, base64>
 */

/** OWASP's scrypt setting with 32 MiB per hash (N=2^15, r=8, p=3): strong, but kind to a small box. */
export const SCRYPT_PARAMS = { ln: 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const FORMAT =
  /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

type Params = { ln: number; r: number; p: number };

function derive(key: string, salt: Buffer, { ln, r, p }: Params, length: number): Promise<Buffer> {
  const N = 2 ** ln;
  // Node refuses more than 32 MiB by default; allow what these parameters need, and no more.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(key.normalize("NFC"), salt, length, options, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

export async function hashSecretKey(key: string, params: Params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(key, salt, params, HASH_BYTES);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

/** Whether `key` matches `stored`, compared in constant time. A malformed hash never matches. */
export async function verifySecretKey(key: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln = "", r = "", p = "", salt = "", hash = ""] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Parameters outside any sane range would mean a corrupted (or hostile) row: refuse it.
  if (
    params.ln < 10 ||
    params.ln > 20 ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  ) {
    return false;
  }
  const expected = Buffer.from(hash, "base64");
  if (expected.length < 16) return false;
  const actual = await derive(key, Buffer.from(salt, "base64"), params, expected.length);
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than today's, and should be replaced. */
export function needsRehash(stored: string): boolean {
  const match = FORMAT.exec(stored);
  return (
    !match ||
    Number(match[1]) !== SCRYPT_PARAMS.ln ||
    Number(match[2]) !== SCRYPT_PARAMS.r ||
    Number(match[3]) !== SCRYPT_PARAMS.p
  );
}

/** A fresh key for an install that has none: 256 random bits, URL-safe. */
export function generateSecretKey(): string {
  return randomBytes(GENERATED_KEY_BYTES).toString("base64url");
}
