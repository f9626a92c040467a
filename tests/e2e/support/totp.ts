import { createHmac } from "node:crypto";

/*
 * The authenticator app's side of TOTP (RFC 6238, HMAC-SHA1, 30 s, 6 digits), written here
 * apart from the server's, so the e2e tests check the server against an independent copy.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function decodeBase32(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/\s/g, "").toUpperCase()) {
    bits += ALPHABET.indexOf(char).toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

export const currentStep = () => Math.floor(Date.now() / 30_000);

/** The code an authenticator app shows for `step`, given the setup key as displayed. */
export function appCode(setupKey: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", decodeBase32(setupKey)).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Six digits that are no code of the steps around now. */
export function wrongCode(setupKey: string): string {
  const step = currentStep();
  const taken = new Set([-2, -1, 0, 1, 2].map((offset) => appCode(setupKey, step + offset)));
  let code = 123456;
  while (taken.has(String(code))) code += 1;
  return String(code);
}
