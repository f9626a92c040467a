import { buttonClass } from "@/components/common/button";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";

/** An inquiry that does not exist (deleted, purged, or a mistyped address). */
export default function InquiryNotFound() {
  return (
    <AdminPage current="inquiries">
      <div className="mx-auto max-w-5xl px-5 pt-16 pb-28 sm:px-8">
        <h1 className="font-display text-headline font-semibold">That inquiry no longer exists.</h1>
        <p className="mt-4 text-lg text-ink-soft">
          It may have been deleted, or removed after the retention period.
        </p>
        <Link href="/admin/inquiries" className={buttonClass({ size: "lg", className: "mt-8" })}>
          Back to all inquiries
        </Link>
      </div>
    </AdminPage>
  );
}
