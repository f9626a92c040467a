import { LogOut } from "lucide-react";
import Link from "next/link";
import { signOut } from "@/app/admin/actions";
import { Logo } from "@/components/brand/logo";
import { SkipLink } from "@/components/layout/skip-link";
import { site } from "@/content/site";

/** The admin's own top bar: the brand (back to the site), where you are, and Sign out. */
export function AdminHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-ink/10 bg-cream">
      <SkipLink />
      <div className="mx-auto flex h-nav max-w-5xl items-center justify-between gap-4 px-5 sm:px-8">
        <div className="flex items-center gap-4">
          <Link href="/" aria-label={`${site.name} home`} className="rounded-full">
            <Logo />
          </Link>
          <span aria-hidden className="h-6 w-px bg-ink/15" />
          <span className="text-sm font-semibold tracking-[0.2em] text-taupe-deep uppercase">
            Admin
          </span>
        </div>
        {signedIn ? (
          <form action={signOut}>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-4 text-sm font-semibold transition-colors hover:border-brand hover:text-brand"
            >
              <LogOut aria-hidden className="size-4" />
              Sign out
            </button>
          </form>
        ) : null}
      </div>
    </header>
  );
}
