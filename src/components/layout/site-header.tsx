import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { primaryNav } from "@/content/navigation";
import { site } from "@/content/site";
import { NavBar } from "./nav-bar";

export function SiteHeader() {
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
