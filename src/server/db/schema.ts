import "server-only";
import type { ColumnType, Generated } from "kysely";
import type { PostStatus } from "@/lib/blog/post";
import type { WorkBackground } from "@/lib/portfolio/portfolio";
import type { RevisionOrigin } from "@/lib/blog/revision";
import type { DeliveryChannel, DeliveryStatus, InquiryStatus } from "@/lib/inquiries/inquiry";

/*
 * The database schema as the application sees it: tables and columns in camelCase (the
 * CamelCasePlugin maps them to snake_case in SQL). One interface serves both dialects, so a
 * column's read type covers what each driver returns.
 */

/** Written as a Date; read back as a Date (PostgreSQL, timestamptz) or ISO-8601 text (SQLite). */
export type Timestamp = ColumnType<Date | string, Date, Date>;
export type NullableTimestamp = ColumnType<Date | string | null, Date | null, Date | null>;
/** Written as a boolean; read back as a boolean (PostgreSQL) or 0/1 (SQLite). */
export type Flag = ColumnType<boolean | number, boolean, boolean>;
/** A JSON list written as JSON text; read back parsed (PostgreSQL, jsonb) or as text (SQLite). */
export type JsonList = ColumnType<string[] | string, string, string>;

export interface PostsTable {
  id: string;
  title: string;
  content: string;
  category: string;
  imageUrl: string | null;
  author: string | null;
  excerpt: string | null;
  tags: JsonList;
  readTime: string | null;
  aiEnhanced: Flag;
  aiBadge: string | null;
  status: PostStatus;
  publishedAt: NullableTimestamp;
  /** A draft with this time is published by the jobs runner once it has passed. */
  publishAt: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The columns of a post that each revision copies. */
type PostContentColumns = Pick<
  PostsTable,
  | "title"
  | "content"
  | "category"
  | "imageUrl"
  | "author"
  | "excerpt"
  | "tags"
  | "readTime"
  | "aiEnhanced"
  | "aiBadge"
  | "status"
>;

/** A copy of a post at one save (docs/decisions/0027). */
export interface PostRevisionsTable extends PostContentColumns {
  id: string;
  postId: string;
  number: number;
  origin: RevisionOrigin;
  aiProvider: string | null;
  aiModel: string | null;
  restoredFrom: NullableTimestamp;
  sessionRef: string | null;
  createdAt: Timestamp;
}

/** One row per seed that has run against this database, so it never runs twice. */
export interface SeedHistoryTable {
  name: string;
  appliedAt: Timestamp;
}

/** The admin's secret key, as a scrypt hash (one row, id "admin"). */
export interface AdminSecretTable {
  id: string;
  keyHash: string;
  updatedAt: Timestamp;
}

/** A signed-in admin browser; the token itself lives only in its cookie. */
export interface AdminSessionsTable {
  tokenHash: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
}

/** The admin's TOTP secret (one row, id "admin"); set up but unconfirmed while enabledAt is null. */
export interface AdminTwoFactorTable {
  id: string;
  secret: string;
  enabledAt: NullableTimestamp;
  /** The time step of the last code accepted: no code of it, or older, works again. */
  lastUsedStep: number | null;
  createdAt: Timestamp;
}

/** One recovery code, by its SHA-256; usedAt is set when it is spent. */
export interface AdminRecoveryCodesTable {
  codeHash: string;
  createdAt: Timestamp;
  usedAt: NullableTimestamp;
}

/** A browser that gave the right key and owes its second factor (token in a cookie). */
export interface AdminSignInChallengesTable {
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** A fixed-window counter, e.g. failed sign-ins from one address. */
export interface RateLimitBucketsTable {
  bucket: string;
  windowStartedAt: Timestamp;
  hits: number;
}

/** Secrets the application generated for itself (see migrations/0004-app-secrets.ts). */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

export interface InquiriesTable {
  id: string;
  submissionId: string;
  name: string;
  email: string;
  company: string | null;
  project: string | null;
  message: string;
  clientHash: string | null;
  userAgent: string | null;
  referrer: string | null;
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  handledAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** The outbox: one job per inquiry and channel. */
export interface InquiryDeliveriesTable {
  id: string;
  inquiryId: string;
  channel: DeliveryChannel;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  claimedBy: string | null;
  claimedUntil: NullableTimestamp;
  lastAttemptAt: NullableTimestamp;
  lastError: string | null;
  deliveredAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** A Signature Works entry; a video (with its poster) is optional. */
export interface WorksTable {
  id: string;
  title: string;
  category: string;
  description: string;
  imageUrl: string;
  videoUrl: string | null;
  posterUrl: string | null;
  background: WorkBackground;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A "What They Say" quote; position (the author's job) and company are optional. */
export interface TestimonialsTable {
  id: string;
  quote: string;
  author: string;
  position: string | null;
  company: string | null;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A "Minds of {brand}" member. */
export interface TeamMembersTable {
  id: string;
  name: string;
  role: string;
  tagline: string;
  imageUrl: string;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One write's cache expiry, for every instance to apply (docs/decisions/0023). */
export interface CacheInvalidationsTable {
  id: ColumnType<number, never, never>;
  tags: JsonList;
  /** The process that made the write and has applied it already; null outside a server. */
  origin: string | null;
  createdAt: Timestamp;
}

/** One admin-relevant event (docs/decisions/0025). */
export interface AuditLogTable {
  id: string;
  kind: string;
  subject: string | null;
  detail: string | null;
  clientAddress: string | null;
  createdAt: Timestamp;
  /** Names an entry that counts repeats of one event (migration 0015); null for the others. */
  repeatKey: string | null;
  occurrences: Generated<number>;
  lastAt: Timestamp | null;
}

/** Every table. A feature that adds a migration adds its table here too. */
/** One document of the site's content, its data as JSON text (docs/decisions/0035). */
export interface ContentDocumentsTable {
  key: string;
  data: string;
  /** Changes at every write: a save made from an older version is refused. */
  version: string;
  updatedAt: Timestamp;
}

/** A copy of a content document at one save; "shipped" is the default it replaced. */
export interface ContentRevisionsTable {
  id: string;
  documentKey: string;
  number: number;
  data: string;
  origin: "shipped" | "saved" | "restored";
  restoredFrom: NullableTimestamp;
  sessionRef: string | null;
  createdAt: Timestamp;
}

/** One stored upload in the media library (docs/decisions/0041). */
export interface MediaTable {
  id: string;
  /** The storage key: a file name made from the content (src/server/storage). */
  key: string;
  kind: "image" | "video";
  contentType: string;
  /** Uploads are at most 10 MB (UPLOAD_MAX_BYTES): an integer holds them. */
  bytes: number;
  width: number | null;
  height: number | null;
  /** The name the file had on the operator's computer, or its key when that is unknown. */
  name: string;
  alt: ColumnType<string, string | undefined, string>;
  /** "upload": recorded by the upload route; "storage": found in the storage later. */
  source: "upload" | "storage";
  uploadedAt: Timestamp;
}

/** A file's alt text at one save (0041); "earlier" is the text its first save replaced. */
export interface MediaRevisionsTable {
  id: string;
  mediaId: string;
  number: number;
  alt: string;
  origin: "earlier" | "saved" | "restored";
  restoredFrom: NullableTimestamp;
  createdAt: Timestamp;
}

export interface Database {
  posts: PostsTable;
  postRevisions: PostRevisionsTable;
  seedHistory: SeedHistoryTable;
  adminSecret: AdminSecretTable;
  adminSessions: AdminSessionsTable;
  rateLimitBuckets: RateLimitBucketsTable;
  adminTwoFactor: AdminTwoFactorTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  adminSignInChallenges: AdminSignInChallengesTable;
  appSecrets: AppSecretsTable;
  inquiries: InquiriesTable;
  inquiryDeliveries: InquiryDeliveriesTable;
  works: WorksTable;
  testimonials: TestimonialsTable;
  teamMembers: TeamMembersTable;
  cacheInvalidations: CacheInvalidationsTable;
  auditLog: AuditLogTable;
  contentDocuments: ContentDocumentsTable;
  contentRevisions: ContentRevisionsTable;
  media: MediaTable;
  mediaRevisions: MediaRevisionsTable;
}
