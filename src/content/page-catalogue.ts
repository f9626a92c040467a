import { categories } from "./categories/categories";

/** A page the floating selector's chips can land on. */
export type CatalogueEntry = { name: string; path: string };

const sitePages: readonly CatalogueEntry[] = [
  { name: "Home", path: "/" },
  { name: "Work", path: "/work" },
  { name: "About", path: "/about" },
  { name: "Thought Hub", path: "/thought-hub" },
  { name: "Contact", path: "/contact" },
  { name: "Services", path: "/services" },
  { name: "Privacy", path: "/privacy" },
];

/**
 * Other names visitors know these pages by. The selector's audience and service words are
 * written for the sentence "We do … for …", so several name a page differently.
 */
const aliases: readonly CatalogueEntry[] = [
  { name: "Strategy", path: "/Consulting" },
  { name: "Experiences", path: "/ExtendedExperiences" },
  { name: "Startups", path: "/NicheEmerging" },
  { name: "Hospitals", path: "/Healthcare" },
  { name: "Schools", path: "/Education" },
  { name: "Banks", path: "/Finance" },
  { name: "Tech Companies", path: "/Technology" },
  { name: "Nonprofits", path: "/SocialImpact" },
  { name: "Retailers", path: "/ConsumerLifestyle" },
  { name: "Manufacturers", path: "/IndustrialInfrastructure" },
  { name: "Media Houses", path: "/MediaEntertainment" },
  { name: "Public Bodies", path: "/Government" },
  { name: "Energy Companies", path: "/EnergyEnvironment" },
  { name: "Event Organisers", path: "/EventsLifestyle" },
  { name: "Corporates", path: "/CorporateBusiness" },
];

/**
 * The catalogue over the service and industry pages that are published (the shipped ones on a
 * fresh install; the operator adds and unpublishes: docs/decisions/0037). An alias of a page
 * that is not published is left out.
 */
export function buildPageCatalogue(
  pages: readonly { name: string; path: string }[],
): CatalogueEntry[] {
  const categoryPages = pages.map((page) => ({ name: page.name, path: `/${page.path}` }));
  const published = new Set(categoryPages.map((page) => page.path));
  return [...sitePages, ...categoryPages, ...aliases.filter((alias) => published.has(alias.path))];
}

/** The catalogue as shipped. */
export const pageCatalogue: readonly CatalogueEntry[] = buildPageCatalogue(categories);
