/**
 * What the admin's audit log records (docs/decisions/0025), each kind with the label the
 * audit screen shows and filters by. Shared by the server (which writes them) and the screen.
 */
export const AUDIT_KINDS = {
  "sign-in.succeeded": "Signed in",
  "sign-in.failed": "Sign-in failed",
  "sign-in.limited": "Sign-in refused (too many attempts)",
  "sign-in.unlocked": "Sign-in limits lifted",
  "sign-out": "Signed out",
  "key.rotated": "Secret key changed",
  "two-factor.enabled": "Two-factor sign-in turned on",
  "two-factor.disabled": "Two-factor sign-in turned off",
  "two-factor.refused": "Two-factor sign-in not turned off (wrong code)",
  "two-factor.codes-replaced": "Recovery codes replaced",
  "post.created": "Post created",
  "post.updated": "Post updated",
  "post.published": "Post published",
  "post.scheduled": "Post scheduled",
  "post.deleted": "Post deleted",
  "post.restored": "Post restored",
  "inquiry.exported": "Inquiries exported",
  "inquiry.deleted": "Inquiry deleted",
  "inquiry.retried": "Inquiry delivery retried",
  "settings.updated": "Site settings saved",
  "settings.restored": "Site settings restored",
  "home.updated": "Home page lists saved",
  "home.restored": "Home page lists restored",
  "redirects.updated": "Redirects saved",
  "redirects.restored": "Redirects restored",
  "page.created": "Page added",
  "page.updated": "Page saved",
  "page.restored": "Page restored",
  "media.updated": "Media alt text saved",
  "media.restored": "Media alt text restored",
  "media.replaced": "Media file replaced",
  "media.deleted": "Media file deleted",
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && Object.hasOwn(AUDIT_KINDS, value);
}

/** Days audit entries are kept by default (AUDIT_RETENTION_DAYS). */
export const AUDIT_RETENTION_DAYS_DEFAULT = 180;

/** One entry as the audit screen shows it. Dates are ISO-8601 UTC strings. */
export type AuditEntry = {
  id: string;
  kind: AuditKind;
  /** What it was about: a post's or inquiry's title or id, never a secret. */
  subject: string | null;
  /** More about it, e.g. "by the scheduler", "recovery code", "CSV, 12 inquiries". */
  detail: string | null;
  /** The client address the server decided (docs/decisions/0021), or null (a script, a job). */
  clientAddress: string | null;
  createdAt: string;
  /** How many events the entry stands for: above 1 for refusals counted in one entry. */
  occurrences: number;
  /** The last of them, when there were several. */
  lastAt: string | null;
};
