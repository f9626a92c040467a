/*
 * The history of a content document (settings, the home's lists, a page; docs/decisions/0035),
 * as the admin shows it: shared by the server, which writes it, and the screens.
 */

/** Where a revision came from: the shipped default it replaced, a save, or a restore. */
export type ContentRevisionOrigin = "shipped" | "saved" | "restored";

export type ContentRevisionSummary = {
  id: string;
  number: number;
  origin: ContentRevisionOrigin;
  /** ISO-8601: when the revision a restore brought back was made. */
  restoredFrom: string | null;
  sessionRef: string | null;
  createdAt: string;
};

/** What a content Server Action answers. Errors are keyed by field ("address", "cards.2.title"). */
export type ContentActionState =
  | { status: "idle" }
  | { status: "saved"; version: string; message: string }
  | { status: "invalid"; errors: Record<string, string>; message: string }
  | { status: "stale"; message: string }
  | { status: "error"; message: string }
  | { status: "signed-out"; message: string };

/** The version of a document that was never saved: its shipped default. */
export const SHIPPED_VERSION = "shipped";

/** A revision id or a document version as the server makes them (generateId), or "shipped". */
export function isContentToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9]{1,32}$/.test(value);
}

export function describeContentRevision(
  revision: ContentRevisionSummary,
  formatTime: (iso: string) => string,
): string {
  if (revision.origin === "shipped") return "As shipped";
  if (revision.origin === "restored" && revision.restoredFrom)
    return `Restored from ${formatTime(revision.restoredFrom)}`;
  return "Saved";
}

/** The first message per field of a zod error, keyed by its dotted path. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
