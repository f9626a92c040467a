/**
 * The built-in Signature Works samples: the seed of the works the operator edits in the admin
 * (written once into a new database, server/portfolio/seed.ts; docs/decisions/0024).
 */
export type WorkItem = {
  id: string;
  title: string;
  category: string;
  description: string;
  /** Path under /public; 1600x1200. */
  image: string;
  /** H.264 clip under /public; present exactly when isVideo is true. */
  video?: { src: string; poster: string };
  background: "cream" | "ink" | "brand" | "coral";
  isVideo: boolean;
  /** The media library's alt text for the image, when it has some (docs/decisions/0041). */
  imageAlt?: string;
};

export const builtInWorks: readonly WorkItem[] = [
  {
    id: "saffron-thread",
    title: "Saffron Thread: a textile house finds its mark",
    category: "Brand Identity",
    description:
      "A ninety-year-old weaving family wanted to sell beyond its bazaar. We drew a mark from the warp and weft of their looms, set a typeface with a handmade rhythm, and wrote a voice that speaks of patience rather than price. Sales abroad doubled in the first season.",
    image: "/media/works/brand-identity.webp",
    video: {
      src: "/media/video/brand-identity.mp4",
      poster: "/media/video/brand-identity-poster.webp",
    },
    background: "brand",
    isVideo: true,
  },
  {
    id: "monsoon-sale",
    title: "Monsoon Sale that felt like weather",
    category: "Marketing & Advertising",
    description:
      "An appliance retailer's seasonal sale became a city-wide campaign: outdoor boards that changed with the rain forecast, radio spots timed to the first showers and a store display that invited people in to dry off.",
    image: "/media/works/marketing-advertising.webp",
    background: "coral",
    isVideo: false,
  },
  {
    id: "ledger-portal",
    title: "Ledger: a banking portal people finish",
    category: "Web & Digital Solutions",
    description:
      "We rebuilt a cooperative bank's online account opening from eleven screens to four, with plain language and a form that remembers where you stopped. Completed applications rose by a third.",
    image: "/media/works/web-digital.webp",
    background: "ink",
    isVideo: false,
  },
  {
    id: "northstar-positioning",
    title: "Northstar: one sentence for a whole company",
    category: "Strategy & Consulting",
    description:
      "Six business units, one confused story. Through interviews, market mapping and two workshops we found the sentence every division could stand behind, then built the brand architecture around it.",
    image: "/media/works/strategy-consulting.webp",
    background: "cream",
    isVideo: false,
  },
  {
    id: "kite-festival-film",
    title: "Kite Festival in ninety seconds",
    category: "Creative & Multimedia",
    description:
      "A short film for the city's tourism board: hand-cut paper animation, rooftop footage and a score recorded with local musicians, cut for cinema, social feeds and airport screens.",
    image: "/media/works/creative-multimedia.webp",
    video: {
      src: "/media/video/creative-multimedia.mp4",
      poster: "/media/video/creative-multimedia-poster.webp",
    },
    background: "ink",
    isVideo: true,
  },
  {
    id: "clear-water-report",
    title: "Clear Water: a utility that explains itself",
    category: "Media & Communications",
    description:
      "A water utility's annual report turned into a newsroom: monthly explainers, a press kit journalists actually used and a spokesperson programme that cut complaint calls during the summer shortage.",
    image: "/media/works/media-communications.webp",
    background: "cream",
    isVideo: false,
  },
  {
    id: "the-empty-chair",
    title: "The Empty Chair pop-up",
    category: "Experiential Marketing",
    description:
      "A walk-through installation for a furniture maker: one empty chair in every room, each telling the story of who might sit there next. Visitors booked design consultations at the exit.",
    image: "/media/works/experiential-marketing.webp",
    video: {
      src: "/media/video/experiential-marketing.mp4",
      poster: "/media/video/experiential-marketing-poster.webp",
    },
    background: "brand",
    isVideo: true,
  },
];
