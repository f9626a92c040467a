import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StoredResponse } from "./response-cache";

/*
 * Optimised images, kept so that each variant is encoded once (docs/decisions/0018). The
 * server needs only get and put by key; DiskImageStore keeps them under DATA_DIR, and a store
 * shared by a cluster (S3, Redis) can implement the same two methods later.
 */
export interface ImageStore {
  /** The stored response for `key`, unless missing or expired at `now`. */
  get(key: string, now?: number): Promise<StoredResponse | undefined>;
  put(key: string, entry: StoredResponse): Promise<void>;
}

type Meta = Omit<StoredResponse, "body"> & { key: string };

function isMeta(value: unknown, key: string): value is Meta {
  const meta = value as Partial<Meta> | null;
  return (
    !!meta &&
    meta.key === key &&
    typeof meta.path === "string" &&
    typeof meta.status === "number" &&
    typeof meta.expiresAt === "number" &&
    typeof meta.headers === "object" &&
    meta.headers !== null
  );
}

/**
 * One file per variant, named by the SHA-256 of its key: a 4-byte length, the headers as JSON,
 * then the image. Written to a temporary name and renamed, so a reader (another process
 * included) sees a whole entry or none.
 */
export class DiskImageStore implements ImageStore {
  constructor(readonly dir: string) {}

  #file(key: string): string {
    return path.join(this.dir, `${createHash("sha256").update(key).digest("hex")}.img`);
  }

  async get(key: string, now = Date.now()): Promise<StoredResponse | undefined> {
    let data: Buffer;
    try {
      data = await readFile(this.#file(key));
    } catch {
      return undefined;
    }
    if (data.length < 4) return undefined;
    const metaLength = data.readUInt32BE(0);
    let meta: unknown;
    try {
      meta = JSON.parse(data.subarray(4, 4 + metaLength).toString("utf8"));
    } catch {
      return undefined;
    }
    if (!isMeta(meta, key) || meta.expiresAt <= now) return undefined;
    const { key: _key, ...response } = meta;
    return { ...response, body: data.subarray(4 + metaLength) };
  }

  async put(key: string, entry: StoredResponse): Promise<void> {
    const { body, ...response } = entry;
    const meta = Buffer.from(JSON.stringify({ ...response, key } satisfies Meta));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(meta.length, 0);
    await mkdir(this.dir, { recursive: true });
    const file = this.#file(key);
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, Buffer.concat([length, meta, body]));
    await rename(temporary, file);
  }

  /** How many variants are stored (for tests and diagnostics). */
  async count(): Promise<number> {
    const names = await readdir(this.dir).catch(() => []);
    return names.filter((name) => name.endsWith(".img")).length;
  }
}

/**
 * The directory for this build's optimised images under `dataDir`; other builds' are removed,
 * since a new build may ship different files under the same paths.
 */
export async function imageStoreDir(dataDir: string, buildId: string): Promise<string> {
  const parent = path.join(dataDir, "cache", "images");
  const builds = await readdir(parent).catch(() => []);
  await Promise.all(
    builds
      .filter((name) => name !== buildId)
      .map((name) => rm(path.join(parent, name), { recursive: true, force: true })),
  );
  return path.join(parent, buildId);
}

/**
 * The single-encode rule on top of a store: the first request for a variant that is not
 * stored gets a claim and encodes; others for it wait until the claim is released (with the
 * result stored) and are then served from the store.
 */
export class ImageVariants {
  readonly #pending = new Map<string, Promise<void>>();

  constructor(private readonly store: ImageStore) {}

  async acquire(
    key: string,
  ): Promise<
    | { hit: StoredResponse }
    | { hit?: undefined; release: (entry?: StoredResponse) => Promise<void> }
  > {
    for (;;) {
      const pending = this.#pending.get(key);
      if (pending) {
        await pending;
        continue;
      }
      let resolve = () => {};
      this.#pending.set(key, new Promise<void>((done) => (resolve = done)));
      const finish = () => {
        this.#pending.delete(key);
        resolve();
      };
      let hit: StoredResponse | undefined;
      try {
        hit = await this.store.get(key);
      } catch (error) {
        finish();
        throw error;
      }
      if (hit) {
        finish();
        return { hit };
      }
      let released = false;
      return {
        release: async (entry) => {
          if (released) return;
          released = true;
          try {
            if (entry) await this.store.put(key, entry);
          } finally {
            finish();
          }
        },
      };
    }
  }
}
