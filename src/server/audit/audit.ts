import "server-only";
import { getClientAddress, UNKNOWN_CLIENT_ADDRESS } from "@/server/auth/request-address";
import { getDb } from "@/server/db/database";
import { log } from "@/server/log";
import { type AuditRecord, recordAuditEntry } from "./audit-log";

/**
 * Records what the current request did, with its client address as the production server
 * decided it (docs/decisions/0021). Never throws: an action that succeeded is not reported as
 * failed because its entry could not be written; the failure is logged instead. Returns how
 * many events the entry stands for (see AuditRecord.repeatKey), 0 if it could not be written.
 */
export async function audit(record: Omit<AuditRecord, "clientAddress">): Promise<number> {
  try {
    const address = await getClientAddress();
    return await recordAuditEntry(await getDb(), {
      ...record,
      clientAddress: address === UNKNOWN_CLIENT_ADDRESS ? null : address,
    });
  } catch (error) {
    log.error({ err: error, kind: record.kind }, "could not write an audit entry");
    return 0;
  }
}
