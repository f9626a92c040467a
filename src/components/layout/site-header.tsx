import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { primaryNav } from "@/content/navigation";
import { getSiteSettings } from "@/server/settings/site-settings";
import { NavBar } from "./nav-bar";

export async function SiteHeader() {
  const site = await getSiteSettings();
  return (
    <NavBar
      links={primaryNav}
      logo={
        <Link href="/" aria-label={`${site.name} home`} className="rounded-full">
          <Logo />
        </Link>
      }
    />
  );
}
