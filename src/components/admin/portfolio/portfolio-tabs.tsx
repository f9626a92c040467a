import { buttonClass } from "@/components/common/button";
import Link from "next/link";
import type { PortfolioList } from "@/lib/portfolio/portfolio";

const tabs: ReadonlyArray<{ list: PortfolioList; label: string; href: string }> = [
  { list: "works", label: "Works", href: "/admin/portfolio" },
  { list: "testimonials", label: "Testimonials", href: "/admin/portfolio/testimonials" },
  { list: "team", label: "Team", href: "/admin/portfolio/team" },
];

/** The portfolio's heading and its three lists, the one on screen marked current. */
export function PortfolioTabs({ current }: { current: PortfolioList }) {
  return (
    <div className="space-y-6">
      <div>
        <span aria-hidden className="mb-6 block h-1 w-16 bg-brand" />
        <h1 className="font-display text-headline font-semibold">Portfolio</h1>
        <p className="mt-3 max-w-2xl text-ink-soft">
          The works, testimonials and team the home page and the Work page show, in this order.
          Saving updates the site at once.
        </p>
      </div>
      <nav aria-label="Portfolio lists">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.list}>
              <Link
                href={tab.href}
                aria-current={tab.list === current ? "page" : undefined}
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
