export type NavLink = { label: string; href: string };

export const primaryNav: readonly NavLink[] = [
  { label: "Work", href: "/work" },
  { label: "About", href: "/about" },
  { label: "Blogs", href: "/thought-hub" },
  { label: "Contact", href: "/contact" },
];

export const footerServices: readonly NavLink[] = [
  { label: "Brand Identity", href: "/BrandIdentity" },
  { label: "Creative Design", href: "/CreativeDesign" },
  { label: "Digital Presence", href: "/DigitalPresence" },
  { label: "Marketing", href: "/Marketing" },
  { label: "Consulting", href: "/Consulting" },
];

export const footerLinks: readonly NavLink[] = [
  { label: "News", href: "/thought-hub" },
  { label: "Privacy Policy", href: "/privacy" },
];
