import "server-only";
import path from "node:path";
import { env, type Env } from "@/server/env";
import { LocalDirectoryStorage } from "./local-storage";
import type { MediaStorage } from "./media-storage";
import { S3Storage } from "./s3-storage";

let storage: MediaStorage | undefined;

/** The storage STORAGE chooses: DATA_DIR/uploads (the default) or an S3-compatible bucket. */
export function createMediaStorage(config: Env): MediaStorage {
  if (config.STORAGE === "local")
    return new LocalDirectoryStorage(path.join(config.DATA_DIR, "uploads"));
  return new S3Storage({
    bucket: config.S3_BUCKET ?? "",
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** The site's media storage, made once per process. */
export function getMediaStorage(): MediaStorage {
  storage ??= createMediaStorage(env);
  return storage;
}
