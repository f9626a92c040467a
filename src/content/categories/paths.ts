/** Paths of the category pages, as written in the address (docs/decisions/0009). */
export const servicePaths = [
  "BrandIdentity",
  "CreativeDesign",
  "DigitalPresence",
  "SocialMedia",
  "Marketing",
  "Multimedia",
  "Consulting",
  "ExtendedExperiences",
] as const;

export const industryPaths = [
  "CorporateBusiness",
  "ConsumerLifestyle",
  "Education",
  "Healthcare",
  "SocialImpact",
  "Technology",
  "MediaEntertainment",
  "IndustrialInfrastructure",
  "EnergyEnvironment",
  "Finance",
  "Government",
  "EventsLifestyle",
  "NicheEmerging",
] as const;

export type ServicePath = (typeof servicePaths)[number];
export type IndustryPath = (typeof industryPaths)[number];
export type CategoryPath = ServicePath | IndustryPath;

export const categoryPaths: readonly CategoryPath[] = [...servicePaths, ...industryPaths];

/** Display name of each category page; content modules and the page catalogue use these. */
export const categoryNames: Readonly<Record<CategoryPath, string>> = {
  BrandIdentity: "Brand Identity",
  CreativeDesign: "Creative Design",
  DigitalPresence: "Digital Presence",
  SocialMedia: "Social Media",
  Marketing: "Marketing",
  Multimedia: "Multimedia",
  Consulting: "Strategy & Consulting",
  ExtendedExperiences: "Extended Experiences",
  CorporateBusiness: "Corporate & Business",
  ConsumerLifestyle: "Consumer & Lifestyle",
  Education: "Education",
  Healthcare: "Healthcare",
  SocialImpact: "Social Impact",
  Technology: "Technology",
  MediaEntertainment: "Media & Entertainment",
  IndustrialInfrastructure: "Industrial & Infrastructure",
  EnergyEnvironment: "Energy & Environment",
  Finance: "Finance",
  Government: "Government",
  EventsLifestyle: "Events & Lifestyle",
  NicheEmerging: "Niche & Emerging",
};
