
const POST_ID_LENGTH = 20;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
// The largest multiple of the alphabet's size that fits in a byte: bytes at or above it are
// drawn again, so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A 20-character alphanumeric id from the platform's cryptographic random source. */
export function generatePostId(length: number = POST_ID_LENGTH): string {
  let id = "";
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < UNBIASED_LIMIT && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** Whether a string could be a post id: what we generate, or an imported alphanumeric id. */
export function isPostId(value: string): boolean {
  return /^[A-Za-z0-9]{1,32}$/.test(value);
}
