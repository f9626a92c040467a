import "server-only";
import { EVERY_TAG } from "./invalidations";

/**
 * When each cache tag last expired, as this process learned it (docs/decisions/0030). An entry
 * begun at `since` is expired when one of its tags expired at or after that moment: the data it
 * was built from may predate the change. An entry whose tags are unknown depends on every tag.
 */
export class TagExpiry {
  readonly #expiredAt = new Map<string, number>();
  #latest = -Infinity;
  /** Everything begun at or before this is expired, whatever its tags. */
  #all = -Infinity;

  expire(tags: readonly string[], at: number): void {
    if (tags.includes(EVERY_TAG)) return this.expireAll(at);
    for (const tag of tags) this.#expiredAt.set(tag, Math.max(this.#expiredAt.get(tag) ?? at, at));
    if (tags.length > 0) this.#latest = Math.max(this.#latest, at);
  }

  /** Expires every entry begun at or before `at`. */
  expireAll(at: number): void {
    this.#all = Math.max(this.#all, at);
    this.#latest = Math.max(this.#latest, at);
  }

  isExpired(tags: readonly string[] | null, since: number): boolean {
    if (this.#all >= since) return true;
    if (tags === null) return this.#latest >= since;
    return tags.some((tag) => (this.#expiredAt.get(tag) ?? -Infinity) >= since);
  }
}
