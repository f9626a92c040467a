import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  formatRange,
  parseContentRange,
  type RangeSpec,
  resolveRange,
} from "@/lib/media/byte-range";
import { assertMediaKey, MEDIA_CACHE_CONTROL, MEDIA_KEY, mediaContentType } from "./media-storage";
import type { MediaRead, MediaStorage } from "./media-storage";

/** How long connecting to the object store may take, and a whole request after that. */
export const S3_CONNECTION_TIMEOUT_MS = 5_000;
export const S3_REQUEST_TIMEOUT_MS = 30_000;

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Garage, R2…); AWS when undefined. */
  endpoint?: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance roles) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name, as most non-AWS stores want. */
  forcePathStyle: boolean;
  /** Keys per listing request (the service's own maximum, 1000, when undefined). */
  listPageSize?: number;
};

/**
 * Media in an S3-compatible bucket, one object per key at the bucket's root, so every
 * instance sees the same files (docs/decisions/0021). Objects carry their content type and
 * the long-lived cache header, for when the bucket is served directly (S3_PUBLIC_BASE_URL).
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly listPageSize: number | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.listPageSize = options.listPageSize;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      requestHandler: {
        connectionTimeout: S3_CONNECTION_TIMEOUT_MS,
        requestTimeout: S3_REQUEST_TIMEOUT_MS,
      },
    });
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    assertMediaKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: mediaContentType(key),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    assertMediaKey(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === "NoSuchKey") return undefined;
      throw error;
    }
  }

  async read(key: string, range?: RangeSpec): Promise<MediaRead | undefined> {
    assertMediaKey(key);
    if (range && "suffix" in range) {
      // The last n bytes, asked as positions: not every S3-compatible store reads "bytes=-n".
      const size = await this.size(key);
      if (size === undefined) return undefined;
      const span = resolveRange(range, size);
      if (!span) return { kind: "unsatisfiable", size };
      return this.read(key, span);
    }
    try {
      // The store serves the range itself: one request, and only those bytes travel.
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? formatRange(range) : undefined,
        }),
      );
      const body = object.Body
        ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>)
        : new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
      const part = range ? parseContentRange(object.ContentRange) : undefined;
      if (part) return { kind: "partial", size: part.size, span: part, body };
      const size = Number(object.ContentLength ?? 0);
      // A store that ignored the range sent everything: so be it.
      return { kind: "whole", size, body };
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === "NoSuchKey") return undefined;
      if (error instanceof S3ServiceException && error.name === "InvalidRange") {
        const size = await this.size(key);
        return size === undefined ? undefined : { kind: "unsatisfiable", size };
      }
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    assertMediaKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return Number(head.ContentLength ?? 0);
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ContinuationToken,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && MEDIA_KEY.test(object.Key)) yield object.Key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Closes the client's connections (tests, scripts). */
  destroy(): void {
    this.client.destroy();
  }
}
