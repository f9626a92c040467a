import { buttonClass } from "@/components/common/button";
import Link from "next/link";

export type SiteTab = "settings" | "home" | "pages" | "redirects";

const tabs: ReadonlyArray<{ tab: SiteTab; label: string; href: string }> = [
  { tab: "settings", label: "Settings", href: "/admin/settings" },
  { tab: "home", label: "Home page", href: "/admin/home" },
  { tab: "pages", label: "Pages", href: "/admin/pages" },
  { tab: "redirects", label: "Redirects", href: "/admin/redirects" },
];

/** The site section's heading and its screens, the one on screen marked current. */
export function SiteTabs({
  current,
  intro,
  heading,
}: {
  current: SiteTab;
  intro: string;
  /** The screen's own heading, when it is not the tab's name (one page of "Pages"). */
  heading?: string;
}) {
  const label = heading ?? tabs.find((tab) => tab.tab === current)?.label ?? "Site";
  return (
    <div className="space-y-6">
      <div>
        <span aria-hidden className="mb-6 block h-1 w-16 bg-brand" />
        <h1 className="font-display text-headline font-semibold">{label}</h1>
        <p className="mt-3 max-w-2xl text-ink-soft">{intro}</p>
      </div>
      <nav aria-label="Site content">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.tab}>
              <Link
                href={tab.href}
                aria-current={tab.tab === current ? "page" : undefined}
                className={buttonClass({
                  className:
                    "aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-cream",
                })}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
