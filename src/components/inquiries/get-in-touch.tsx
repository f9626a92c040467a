import { Mail, MapPin, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { contactCopy } from "@/content/inquiries";
import { formatSettingsAddress } from "@/lib/settings/site-settings";
import { getSiteSettings } from "@/server/settings/site-settings";

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-5 border-t border-ink/15 py-7 first:border-t-0 first:pt-0">
      <span
        aria-hidden
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-cream"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-xs font-semibold tracking-[0.2em] text-taupe-deep uppercase">
          {label}
        </h3>
        <div className="mt-2 text-lg">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "break-words underline decoration-ink/30 underline-offset-4 transition-colors hover:text-brand hover:decoration-brand";

/** The direct ways to reach the agency, all from the site configuration. */
export async function GetInTouch() {
  const site = await getSiteSettings();
  return (
    <section aria-labelledby="get-in-touch">
      <h2 id="get-in-touch" className="font-display text-title font-semibold">
        {contactCopy.getInTouch}
      </h2>
      <ul className="mt-10">
        <ContactItem icon={<Mail className="size-5" />} label={contactCopy.emailLabel}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </ContactItem>
        <ContactItem icon={<MessageCircle className="size-5" />} label={contactCopy.whatsappLabel}>
          <a
            href={`https://wa.me/${site.whatsapp}`}
            rel="noopener noreferrer"
            target="_blank"
            className={linkClass}
          >
            {site.phone}
            <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
          </a>
        </ContactItem>
        <ContactItem icon={<MapPin className="size-5" />} label={contactCopy.locationLabel}>
          <address className="not-italic">{formatSettingsAddress(site)}</address>
        </ContactItem>
      </ul>
    </section>
  );
}
