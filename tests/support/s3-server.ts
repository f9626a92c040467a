import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3StorageOptions } from "@/server/storage/s3-storage";

/*
 * A real S3-protocol server on loopback (s3rver in a child process, files in a temporary
 * directory), for the object-storage driver's tests: the production SDK client talks to it over
 * HTTP with signed requests, as it would to any S3-compatible store.
 */

/** s3rver's built-in account. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = {
  endpoint: string;
  /** Options for a driver on a new, empty bucket of this server. */
  createBucket(): Promise<S3StorageOptions>;
  /** An SDK client of its own, to look at what the driver stored. */
  client: S3Client;
  close(): Promise<void>;
};

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "kursi-s3-"));
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", path.join(import.meta.dirname, "s3-server-child.mjs"), directory],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [line] = (await Promise.race([
    once(child.stdout, "data"),
    once(child, "exit").then(() => {
      throw new Error("the S3 test server did not start");
    }),
  ])) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
  });
  let buckets = 0;
  return {
    endpoint,
    client,
    async createBucket() {
      const bucket = `media-${process.pid}-${++buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        bucket,
        endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        ...S3_TEST_CREDENTIALS,
      };
    },
    async close() {
      client.destroy();
      const exited = once(child, "exit");
      child.kill();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
