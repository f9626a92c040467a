import { buttonClass } from "@/components/common/button";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";

/** A post that does not exist (deleted, or a mistyped address). */
export default function PostNotFound() {
  return (
    <AdminPage>
      <div className="mx-auto max-w-5xl px-5 pt-16 pb-28 sm:px-8">
        <h1 className="font-display text-headline font-semibold">That blog no longer exists.</h1>
        <p className="mt-4 text-lg text-ink-soft">It may have been deleted in another tab.</p>
        <Link href="/admin/blog" className={buttonClass({ size: "lg", className: "mt-8" })}>
          Back to all blogs
        </Link>
      </div>
    </AdminPage>
  );
}
