import "server-only";
import path from "node:path";
import { env } from "@/server/env";
import { LocalDirectoryStorage } from "./local-storage";
import type { MediaStorage } from "./media-storage";

let storage: MediaStorage | undefined;

/** The site's media storage: DATA_DIR/uploads. */
export function getMediaStorage(): MediaStorage {
  storage ??= new LocalDirectoryStorage(path.join(env.DATA_DIR, "uploads"));
  return storage;
}
