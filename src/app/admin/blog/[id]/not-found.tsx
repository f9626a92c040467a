import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";

/** A post that does not exist (deleted, or a mistyped address). */
export default function PostNotFound() {
  return (
    <AdminPage>
      <div className="mx-auto max-w-5xl px-5 pt-16 pb-28 sm:px-8">
        <h1 className="font-display text-headline font-semibold">That blog no longer exists.</h1>
        <p className="mt-4 text-lg text-ink-soft">It may have been deleted in another tab.</p>
        <Link
          href="/admin/blog"
          className="mt-8 inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 font-semibold hover:border-ink"
        >
          Back to all blogs
        </Link>
      </div>
    </AdminPage>
  );
}
