import "server-only";
import { type AuditKind, isAuditKind } from "@/lib/audit/audit-kinds";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import { listAuditEntries } from "./audit-log";

/** Entries per page of the audit screen. */
const AUDIT_ENTRIES_PER_PAGE = 50;

/** The audit screen's read: checks the session first (requireAdmin), like every admin read. */
export async function loadAuditLog(page: number, kind: string | undefined) {
  await requireAdmin();
  const filter: AuditKind | undefined = isAuditKind(kind) ? kind : undefined;
  const list = await listAuditEntries(await getDb(), {
    page,
    pageSize: AUDIT_ENTRIES_PER_PAGE,
    ...(filter ? { kind: filter } : {}),
  });
  return { ...list, kind: filter ?? null };
}
