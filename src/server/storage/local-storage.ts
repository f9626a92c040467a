import "server-only";
import { randomBytes } from "node:crypto";
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type RangeSpec, resolveRange } from "@/lib/media/byte-range";
import { assertMediaKey, MEDIA_KEY, type MediaRead, type MediaStorage } from "./media-storage";

/** Media in a local directory (DATA_DIR/uploads by default). */
export class LocalDirectoryStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Uint8Array): Promise<void> {
    assertMediaKey(key);
    await mkdir(this.root, { recursive: true });
    // Written beside the target, then renamed over it: a reader never sees half a file.
    const temporary = path.join(this.root, `.${key}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, path.join(this.root, key));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    assertMediaKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async read(key: string, range?: RangeSpec): Promise<MediaRead | undefined> {
    assertMediaKey(key);
    let file: FileHandle;
    try {
      file = await open(path.join(this.root, key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    // Opened first, then measured: a file replaced meanwhile (same key, same bytes) is still
    // the one read, whole and consistent.
    const { size } = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    const span = range ? resolveRange(range, size) : undefined;
    if (range && !span) {
      await file.close();
      return { kind: "unsatisfiable", size };
    }
    const stream = file.createReadStream({
      start: span?.start ?? 0,
      end: span?.end,
      autoClose: true,
    });
    const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    return span ? { kind: "partial", size, span, body } : { kind: "whole", size, body };
  }

  async size(key: string): Promise<number | undefined> {
    assertMediaKey(key);
    try {
      return (await stat(path.join(this.root, key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await rm(path.join(this.root, key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    // Temporary files of a write in progress start with a dot and are never keys.
    for (const name of names) if (MEDIA_KEY.test(name)) yield name;
  }
}
