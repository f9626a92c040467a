import "server-only";
import { UPLOADS_PATH } from "@/lib/media/uploads";
import { env } from "@/server/env";

/**
 * Where a stored key is linked from pages: the bucket's public address when S3_PUBLIC_BASE_URL
 * is set (docs/decisions/0021), else this site's /uploads/ route
 * (src/app/uploads/[...path]/route.ts).
 */
export function mediaUrl(key: string): string {
  return env.STORAGE === "s3" && env.S3_PUBLIC_BASE_URL
    ? `${env.S3_PUBLIC_BASE_URL}/${key}`
    : `${UPLOADS_PATH}/${key}`;
}
