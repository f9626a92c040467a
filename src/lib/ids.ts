/** Generated ids: 20 alphanumeric characters, as the original site's documents had. */
const ID_LENGTH = 20;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
// The largest multiple of the alphabet's size that fits in a byte: bytes at or above it are
// drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * An id for a post or an inquiry: 20 alphanumeric characters from the platform's cryptographic
 * random source.
 */
export function generateId(length: number = ID_LENGTH): string {
  let id = "";
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** Whether a value could be a record id: what we generate, or an imported alphanumeric id. */
export function isId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{1,32}$/.test(value);
}
