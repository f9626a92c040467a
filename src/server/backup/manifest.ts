import "server-only";
import { z } from "zod";
import { MEDIA_KEY } from "@/server/storage/media-storage";

/** What a backup archive holds and how to check it (docs/decisions/0019). */
export const BACKUP_FORMAT = "kursi-backup";
/** Raised when the archive's layout changes; restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = "manifest.json";
const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export const tableEntry = (table: string) => `database/${table}.jsonl`;
export const uploadEntry = (key: string) => `uploads/${key}`;

const checksum = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The dialect the snapshot came from (rows are written in a form either dialect takes). */
  dialect: z.enum(["sqlite", "postgres"]),
  /** The migrations the database had applied: the schema the rows belong to. */
  migrations: z.array(z.string()),
  /** Parents before children, so rows can be inserted in this order. */
  tables: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256: checksum,
    }),
  ),
  uploads: z.array(
    z.object({
      key: z.string().regex(MEDIA_KEY),
      bytes: z.number().int().min(0),
      sha256: checksum,
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** Whether an entry name is one a backup writes (anything else in an archive is refused). */
export function isKnownEntry(name: string): boolean {
  if (name === MANIFEST_ENTRY) return true;
  const table = /^database\/(.+)\.jsonl$/.exec(name)?.[1];
  if (table !== undefined) return TABLE_NAME.test(table);
  const key = /^uploads\/(.+)$/.exec(name)?.[1];
  return key !== undefined && MEDIA_KEY.test(key);
}
