import { buttonClass } from "@/components/common/button";
import { Download } from "lucide-react";
import Link from "next/link";
import { projectTypeLabels } from "@/content/inquiries";
import { formatInquiryTime } from "@/lib/inquiries/inquiry-date";
import type { InboxInquiry } from "@/lib/inquiries/inquiry";
import { DeliveryBadges } from "./delivery-summary";
import { StatusBadge } from "./status-badge";
import { Pager } from "@/components/common/pager";
import { ForgetNoticeInAddress } from "../forget-notice-in-address";

type Props = {
  inquiries: InboxInquiry[];
  page: number;
  pageCount: number;
  total: number;
  unhandled: number;
  notice?: string;
};

/** The operator's inbox: every inquiry, newest first, with its status and deliveries. */
export function InquiryInbox({ inquiries, page, pageCount, total, unhandled, notice }: Props) {
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-5 pt-10 pb-28 sm:px-8">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <h1 className="font-display text-headline font-semibold">Inquiries</h1>
          <p className="mt-3 text-taupe-deep">
            {total === 1 ? "1 inquiry" : `${total} inquiries`} · {unhandled} new
          </p>
        </div>
        {total > 0 ? (
          <a href="/api/admin/inquiries/export" download className={buttonClass()}>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        ) : null}
      </div>
      <div role="status">
        {notice ? (
          <p className="border-l-4 border-coral bg-ink px-5 py-4 font-medium text-cream">
            {notice}
            <ForgetNoticeInAddress param="deleted" />
          </p>
        ) : null}
      </div>
      {inquiries.length === 0 ? (
        <p className="border border-dashed border-ink/25 p-8 text-center text-ink-soft">
          No inquiries yet. They appear here as soon as someone sends the contact form.
        </p>
      ) : (
        <ul
          className="divide-y divide-ink/10 border-y border-ink/10"
          aria-label="Inquiries, newest first"
        >
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="grid gap-3 py-5 md:grid-cols-[1fr_auto] md:gap-8">
              <div className="min-w-0 space-y-2">
                <div className="flex flex-wrap items-center gap-3">
                  <StatusBadge status={inquiry.status} />
                  <h2 className="font-display text-xl font-semibold break-words">
                    <Link
                      href={`/admin/inquiries/${inquiry.id}`}
                      className="underline-offset-4 hover:text-brand hover:underline"
                    >
                      {inquiry.name}
                    </Link>
                  </h2>
                </div>
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-taupe-deep">
                  <span className="break-all">{inquiry.email}</span>
                  {inquiry.company ? <span>· {inquiry.company}</span> : null}
                  {inquiry.project ? <span>· {projectTypeLabels[inquiry.project]}</span> : null}
                  <span>
                    ·{" "}
                    <time dateTime={inquiry.createdAt}>{formatInquiryTime(inquiry.createdAt)}</time>
                  </span>
                </p>
                <p className="line-clamp-2 break-words text-ink-soft">{inquiry.message}</p>
              </div>
              <div className="md:pt-1">
                <DeliveryBadges deliveries={inquiry.deliveries} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        href={(number) => (number > 1 ? `/admin/inquiries?page=${number}` : "/admin/inquiries")}
        label="Inquiry pages"
        noun="inquiries"
      />
    </div>
  );
}
