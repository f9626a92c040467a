import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertMediaKey, MEDIA_KEY, type MediaStorage } from "./media-storage";

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
