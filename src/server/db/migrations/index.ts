import "server-only";
import type { Migration } from "kysely";
import { createPosts } from "./0001-posts";
import { createSeedHistory } from "./0002-seed-history";
import { createAdminAuth } from "./0003-admin-auth";
import { createAppSecrets } from "./0004-app-secrets";
import { createInquiries } from "./0005-inquiries";
import { requirePublicationDate } from "./0006-published-posts-have-a-date";
import { createAdminTwoFactor } from "./0007-admin-two-factor";
import { createCacheInvalidations } from "./0008-cache-invalidations";
import { createPortfolio } from "./0009-portfolio";
import { createAuditLog } from "./0010-audit-log";
import { schedulePosts } from "./0011-scheduled-posts";
import { createPostRevisions } from "./0013-post-revisions";
import { cacheInvalidationsTagsOnly } from "./0014-cache-invalidations-tags-only";
import { countAuditRepeats } from "./0015-audit-log-repeats";
import { widenTwoFactorSecret } from "./0016-sealed-two-factor-secret";
import { createContentDocuments } from "./0017-content-documents";
import { createMedia } from "./0018-media";
import { createMediaRevisions } from "./0019-media-revisions";

/**
 * Every migration, applied in the order of their names. To change the schema, add a file with
 * the next number and list it here (and add its tables to ../schema.ts); never edit or rename
 * a migration that has shipped, since databases record the names they have applied.
 */
export const migrations: Record<string, Migration> = {
  "0001-posts": createPosts,
  "0002-seed-history": createSeedHistory,
  "0003-admin-auth": createAdminAuth,
  "0004-app-secrets": createAppSecrets,
  "0005-inquiries": createInquiries,
  "0006-published-posts-have-a-date": requirePublicationDate,
  "0007-admin-two-factor": createAdminTwoFactor,
  "0008-cache-invalidations": createCacheInvalidations,
  "0009-portfolio": createPortfolio,
  "0010-audit-log": createAuditLog,
  "0011-scheduled-posts": schedulePosts,
  "0013-post-revisions": createPostRevisions,
  "0014-cache-invalidations-tags-only": cacheInvalidationsTagsOnly,
  "0015-audit-log-repeats": countAuditRepeats,
  "0016-sealed-two-factor-secret": widenTwoFactorSecret,
  "0017-content-documents": createContentDocuments,
  "0018-media": createMedia,
  "0019-media-revisions": createMediaRevisions,
};
