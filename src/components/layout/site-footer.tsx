import { Mail, MapPin, Phone } from "lucide-react";
import Link from "next/link";
import { Logo, Wordmark } from "@/components/brand/logo";
import { SocialIcon } from "@/components/brand/social-icon";
import { renderEstimateStyle } from "@/components/common/render-when-near";
import { footerLinks, footerServices } from "@/content/navigation";
import { formatSettingsAddress, socialLinks, telHref } from "@/lib/settings/site-settings";
import { getSiteSettings } from "@/server/settings/site-settings";

export async function SiteFooter() {
  const site = await getSiteSettings();
  return (
    <footer
      id="site-footer"
      // Below the first view on every page: laid out as it comes near (globals.css).
      className="render-when-near overflow-hidden bg-ink text-cream"
      style={renderEstimateStyle({ narrow: "66rem", wide: "45rem" })}
      aria-labelledby="footer-heading"
    >
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pt-20 pb-10 sm:px-8 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div className="space-y-6">
          <Link href="/" aria-label={`${site.name} home`} className="inline-block rounded-full">
            <Logo className="text-cream" />
          </Link>
          <p className="max-w-sm text-cream/75">{site.footerTagline}</p>
          <ul className="flex gap-3" aria-label="Social media">
            {socialLinks(site).map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-cream/20 transition-colors hover:border-coral hover:text-coral"
                >
                  <SocialIcon name={link.label} className="size-5" />
                  <span className="sr-only">{`${site.name} on ${link.label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h3
            id="footer-services"
            className="text-sm font-semibold tracking-[0.2em] text-coral uppercase"
          >
            Services
          </h3>
          <ul className="mt-5 space-y-3">
            {footerServices.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-cream/85 transition-colors hover:text-coral">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h3 className="text-sm font-semibold tracking-[0.2em] text-coral uppercase">Contact</h3>
          <address className="mt-5 space-y-4 text-cream/85 not-italic">
            <a href={`mailto:${site.email}`} className="flex items-center gap-3 hover:text-coral">
              <Mail aria-hidden className="size-5 shrink-0" />
              {site.email}
            </a>
            <a href={telHref(site.phone)} className="flex items-center gap-3 hover:text-coral">
              <Phone aria-hidden className="size-5 shrink-0" />
              {site.phone}
            </a>
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
              {formatSettingsAddress(site)}
            </p>
          </address>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-5 pb-10 sm:px-8">
        {/* Opacity on the whole mark, not its colour: the S is two overlapping shapes. */}
        <Wordmark className="h-auto w-full opacity-[0.08]" />
      </div>

      <div className="border-t border-cream/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-sm text-cream/70 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>{site.copyright}</p>
          <ul className="flex gap-6">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-coral">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
