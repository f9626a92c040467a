/** The home page's "What We Create" cards. */
export type ServiceIcon =
  | "fingerprint"
  | "palette"
  | "monitor-smartphone"
  | "message-circle-heart"
  | "megaphone"
  | "clapperboard"
  | "compass"
  | "sparkles";

/** Surface of a card; each maps to a token pair with AA contrast in the grid component. */
export type ServiceBackground = "cream" | "ink" | "brand" | "coral" | "cream-deep";

export type ServiceCard = {
  id: string;
  title: string;
  icon: ServiceIcon;
  description: string;
  /** Comma-separated, shown as bullets. */
  details: string;
  background: ServiceBackground;
};

export const serviceCards: readonly ServiceCard[] = [
  {
    id: "brand-identity",
    title: "Brand Identity",
    icon: "fingerprint",
    description: "Names, marks and voices that a market remembers after one glance.",
    details:
      "Brand strategy and positioning, Naming and verbal identity, Logo and visual systems, Brand guidelines, Rebrands and brand refreshes",
    background: "brand",
  },
  {
    id: "creative-design",
    title: "Creative Design",
    icon: "palette",
    description: "Editorial, packaging and print design with a point of view.",
    details:
      "Packaging and labels, Editorial and annual reports, Illustration and iconography, Print collateral, Environmental graphics",
    background: "cream-deep",
  },
  {
    id: "digital",
    title: "Digital",
    icon: "monitor-smartphone",
    description: "Websites and products that load fast and read clearly.",
    details:
      "Website design and build, UX research and prototyping, E-commerce storefronts, Design systems, Accessibility audits",
    background: "ink",
  },
  {
    id: "social",
    title: "Social",
    icon: "message-circle-heart",
    description: "Content calendars and community care that build a following.",
    details:
      "Channel strategy, Content calendars, Short-form video, Community management, Creator partnerships",
    background: "coral",
  },
  {
    id: "marketing",
    title: "Marketing",
    icon: "megaphone",
    description: "Campaigns planned around a single idea and measured honestly.",
    details:
      "Integrated campaigns, Performance media, Search and content marketing, Launch planning, Reporting and attribution",
    background: "cream-deep",
  },
  {
    id: "multimedia",
    title: "Multimedia",
    icon: "clapperboard",
    description: "Film, motion and photography made for every screen size.",
    details:
      "Brand films, Motion graphics, Product photography, Sound and sonic identity, Event coverage",
    background: "ink",
  },
  {
    id: "strategy",
    title: "Strategy",
    icon: "compass",
    description: "Research and positioning that tell a brand where to stand.",
    details:
      "Market and audience research, Competitive mapping, Positioning workshops, Brand architecture, Go-to-market plans",
    background: "brand",
  },
  {
    id: "extended",
    title: "Extended",
    icon: "sparkles",
    description: "Spaces, events and experiences where people meet the brand.",
    details:
      "Experiential activations, Exhibition and retail spaces, Interactive installations, Wayfinding, Merchandise",
    background: "coral",
  },
];
