/** Paths of the category pages (spec section 2; READING.md points 3 and 4), as written. */
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
