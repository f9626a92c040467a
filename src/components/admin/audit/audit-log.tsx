import { Button } from "@/components/common/button";
import { AUDIT_KINDS, type AuditEntry, type AuditKind } from "@/lib/audit/audit-kinds";
import { formatInquiryTime } from "@/lib/inquiries/inquiry-date";
import { Pager } from "@/components/common/pager";
import { inputClass } from "@/components/common/form-field";

type Props = {
  entries: AuditEntry[];
  page: number;
  pageCount: number;
  total: number;
  kind: AuditKind | null;
};

function pageHref(kind: AuditKind | null) {
  return (page: number) => {
    const query = new URLSearchParams();
    if (kind) query.set("kind", kind);
    if (page > 1) query.set("page", String(page));
    const search = query.toString();
    return search ? `/admin/audit?${search}` : "/admin/audit";
  };
}

/**
 * The audit log (docs/decisions/0025): who did what from where, newest first, one kind or all.
 * The filter is a plain GET form, so it works without JavaScript and its result has an address.
 */
export function AuditLog({ entries, page, pageCount, total, kind }: Props) {
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-5 pt-10 pb-28 sm:px-8">
      <div className="space-y-3">
        <h1 className="font-display text-headline font-semibold">Audit log</h1>
        <p className="text-taupe-deep">
          {total === 1 ? "1 entry" : `${total} entries`}
          {kind ? ` of “${AUDIT_KINDS[kind]}”` : ""}, newest first.
        </p>
      </div>
      <form method="get" action="/admin/audit" className="flex flex-wrap items-end gap-3">
        <div className="space-y-2">
          <label htmlFor="audit-kind" className="block text-sm font-semibold">
            Show
          </label>
          <select
            id="audit-kind"
            name="kind"
            defaultValue={kind ?? ""}
            className={`${inputClass} w-auto min-w-64`}
          >
            <option value="">Every kind</option>
            {Object.entries(AUDIT_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="text-sm">
          Filter
        </Button>
      </form>
      {entries.length === 0 ? (
        <p className="border border-dashed border-ink/25 p-8 text-center text-ink-soft">
          Nothing recorded{kind ? " of this kind" : ""} yet.
        </p>
      ) : (
        <ol className="divide-y divide-ink/10 border-y border-ink/10" aria-label="Audit entries">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 py-4 md:grid-cols-[14rem_1fr_auto] md:items-baseline md:gap-6"
            >
              <time dateTime={entry.createdAt} className="text-sm text-taupe-deep">
                {formatInquiryTime(entry.createdAt)}
              </time>
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">{AUDIT_KINDS[entry.kind]}</p>
                {entry.subject ? <p className="break-words">{entry.subject}</p> : null}
                {entry.detail ? (
                  <p className="text-sm break-words text-taupe-deep">{entry.detail}</p>
                ) : null}
                {entry.lastAt ? (
                  <p className="text-sm text-taupe-deep">
                    {entry.occurrences.toLocaleString("en")} times, the last at{" "}
                    <time dateTime={entry.lastAt}>{formatInquiryTime(entry.lastAt)}</time>
                  </p>
                ) : null}
              </div>
              <p className="text-sm text-taupe-deep md:text-right">
                <span className="sr-only">Client address: </span>
                <span className="font-mono">{entry.clientAddress ?? "unknown"}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={pageHref(kind)}
        label="Audit log pages"
        noun="entries"
      />
    </div>
  );
}
