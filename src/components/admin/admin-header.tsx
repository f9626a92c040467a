import { Button } from "@/components/common/button";
import { LogOut } from "lucide-react";
import Link from "next/link";
import { signOut } from "@/server/auth/actions";
import { Logo } from "@/components/brand/logo";
import { SkipLink } from "@/components/layout/skip-link";
import { getSiteSettings } from "@/server/settings/site-settings";

const sections = [
  { key: "blog", label: "Blog", href: "/admin/blog" },
  { key: "portfolio", label: "Portfolio", href: "/admin/portfolio" },
  { key: "media", label: "Media", href: "/admin/media" },
  { key: "site", label: "Site", href: "/admin/settings" },
  { key: "inquiries", label: "Inquiries", href: "/admin/inquiries" },
  { key: "security", label: "Security", href: "/admin/security" },
  { key: "audit", label: "Audit", href: "/admin/audit" },
] as const;

/** The admin's own top bar: the brand (back to the site), where you are, and Sign out. */
export async function AdminHeader({
  signedIn,
  current = "blog",
}: {
  signedIn: boolean;
  /** The admin section on screen: the blog, the portfolio, the site's content, the inquiries… */
  current?: (typeof sections)[number]["key"];
}) {
  const site = await getSiteSettings();
  return (
    <header className="border-b border-ink/10 bg-cream">
      <SkipLink />
      <div className="mx-auto flex min-h-nav max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3 sm:px-8 lg:h-nav lg:flex-nowrap lg:py-0">
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
          // Below 1024 px the sections take a row of their own below the brand and Sign out, and
          // wrap on a phone: five of them are wider than 375 px. From 1024 px all seven fit in
          // the bar's row.
          <nav
            aria-label="Admin sections"
            className="order-last -mx-4 w-[calc(100%+2rem)] lg:order-none lg:mx-0 lg:mr-auto lg:w-auto"
          >
            <ul className="flex flex-wrap gap-1 lg:flex-nowrap">
              {sections.map((section) => (
                <li key={section.key}>
                  <Link
                    href={section.href}
                    aria-current={section.key === current ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors hover:text-brand aria-[current=page]:bg-ink aria-[current=page]:text-cream lg:px-3"
                  >
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {signedIn ? (
          <form action={signOut}>
            <Button type="submit" className="whitespace-nowrap">
              <LogOut aria-hidden className="size-4" />
              Sign out
            </Button>
          </form>
        ) : null}
      </div>
    </header>
  );
}
