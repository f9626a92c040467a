import "server-only";
import type { z } from "zod";
import type { AuditKind } from "@/lib/audit/audit-kinds";
import {
  type ContentActionState,
  type ContentRevisionSummary,
  fieldErrors,
  isContentToken,
  SHIPPED_VERSION,
} from "@/lib/content/content-revision";
import { formatScheduleTime } from "@/lib/blog/schedule-time";
import { audit } from "@/server/audit/audit";
import { asAdmin } from "@/server/auth/session";
import { sessionRef } from "@/server/blog/revisions";
import { writeAndExpirePages } from "@/server/cache/expire-pages";
import type { CacheInvalidation } from "@/server/cache/invalidations";
import type { Db } from "@/server/db/connect";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { getRevision, listRevisions, readDocument, writeDocument } from "./documents";

/*
 * One mechanism for every piece of the site's content the operator edits as a whole (the
 * settings, the home's service cards and selector pairs, each category page; 0035): a kind
 * names its document, its schema, its shipped default, the pages a save expires on every
 * instance (writeAndExpirePages) and its audit entries. Saves and restores are checked on the
 * server, refused over a version the editor has not seen, and kept as revisions.
 */

export type ContentKind<T> = {
  key: string;
  /** What the document holds; checked on every save and every read. */
  schema: () => z.ZodType<T>;
  /**
   * Checked on every save and restore instead, when what is valid depends on the rest of the
   * site (a redirect must lead to a page that exists now); reads keep `schema`, so a document
   * stays readable when the site changes around it.
   */
  saveSchema?: () => Promise<z.ZodType<T>>;
  shipped: T;
  expire: CacheInvalidation;
  /** "Settings saved." and the like. */
  noun: string;
  audit: {
    saved: AuditKind;
    restored: AuditKind;
    subject: string;
    /** More for a save's entry ("unpublished"). */
    detail?: (value: T) => string | undefined;
  };
};

/** A kind that may have no shipped default (a page the operator adds: 0036). */
export type WritableKind<T> = Omit<ContentKind<T>, "shipped"> & { shipped?: T };

const checkedOnSave = <T>(kind: WritableKind<T>) =>
  kind.saveSchema ? kind.saveSchema() : Promise.resolve(kind.schema());

export type ContentValue<T> = { value: T; version: string };

/** The document, or its shipped default when it was never saved (or cannot be read). */
export async function readContent<T>(db: Db, kind: ContentKind<T>): Promise<ContentValue<T>> {
  const stored = await readDocument(db, kind.key);
  if (!stored) return { value: kind.shipped, version: SHIPPED_VERSION };
  const parsed = kind.schema().safeParse(stored.data);
  if (parsed.success) return { value: parsed.data, version: stored.version };
  log.error({ key: kind.key, issues: parsed.error.issues.length }, "a content document is invalid");
  return { value: kind.shipped, version: stored.version };
}

export async function readContentHistory<T>(
  db: Db,
  kind: ContentKind<T>,
): Promise<ContentRevisionSummary[]> {
  return listRevisions(db, kind.key);
}

const STALE = "Someone saved this in the meantime. Reload the page to see their version.";

/** Saves a kind's document from a form: `{ version, values }`, both untrusted. */
export async function saveContent<T>(
  kind: WritableKind<T>,
  request: { version: unknown; values: unknown },
): Promise<ContentActionState> {
  return asAdmin(async (session) => {
    const version = request?.version;
    if (!isContentToken(version)) return { status: "error", message: STALE };
    const parsed = (await checkedOnSave(kind)).safeParse(request?.values);
    if (!parsed.success)
      return {
        status: "invalid",
        errors: fieldErrors(parsed.error.issues),
        message: "Check the highlighted fields.",
      };
    try {
      const result = await writeAndExpirePages(
        kind.expire,
        (trx) =>
          writeDocument(trx, kind.key, parsed.data, {
            expectedVersion: version,
            origin: "saved",
            sessionRef: sessionRef(session.tokenHash),
            shipped: kind.shipped,
            keep: env.POST_REVISIONS_KEPT,
          }),
        (written) => written.status === "saved",
      );
      if (result.status === "stale") return { status: "stale", message: STALE };
      const detail = kind.audit.detail?.(parsed.data);
      await audit({
        kind: kind.audit.saved,
        subject: kind.audit.subject,
        ...(detail ? { detail } : {}),
      });
      return { status: "saved", version: result.version, message: `${kind.noun} saved.` };
    } catch (error) {
      log.error({ err: error, key: kind.key }, "saving content failed");
      return { status: "error", message: `The ${kind.noun.toLowerCase()} could not be saved.` };
    }
  });
}

/** Brings a revision back as a new save (the stale-save rule holds, as for posts: 0027). */
export async function restoreContent<T>(
  kind: WritableKind<T>,
  revisionId: unknown,
  version: unknown,
): Promise<ContentActionState> {
  return asAdmin(async (session) => {
    if (!isContentToken(revisionId) || !isContentToken(version))
      return { status: "error", message: "That revision no longer exists." };
    try {
      const db = await getDb();
      const revision = await getRevision(db, kind.key, revisionId);
      if (!revision) return { status: "error", message: "That revision no longer exists." };
      const parsed = (await checkedOnSave(kind)).safeParse(revision.data);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        return {
          status: "error",
          message: `Revision ${revision.number} cannot be restored as it is: ${issue?.message ?? "it is not valid any more."} Edit the current version instead.`,
        };
      }
      const result = await writeAndExpirePages(
        kind.expire,
        (trx) =>
          writeDocument(trx, kind.key, parsed.data, {
            expectedVersion: version,
            origin: "restored",
            restoredFrom: new Date(revision.createdAt),
            sessionRef: sessionRef(session.tokenHash),
            shipped: kind.shipped,
            keep: env.POST_REVISIONS_KEPT,
          }),
        (written) => written.status === "saved",
      );
      if (result.status === "stale") return { status: "stale", message: STALE };
      await audit({
        kind: kind.audit.restored,
        subject: kind.audit.subject,
        detail: `revision ${revision.number} of ${formatScheduleTime(revision.createdAt)}`,
      });
      return {
        status: "saved",
        version: result.version,
        message: `Revision ${revision.number} restored.`,
      };
    } catch (error) {
      log.error({ err: error, key: kind.key }, "restoring content failed");
      return { status: "error", message: "The revision could not be restored." };
    }
  });
}
