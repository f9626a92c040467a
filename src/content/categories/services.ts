import type { ServiceEntry } from "@/lib/categories/category";
import { categoryNames } from "./paths";

/** The eight services, each with its own page (docs/decisions/0009). */
export const services: readonly ServiceEntry[] = [
  {
    kind: "service",
    path: "BrandIdentity",
    name: categoryNames.BrandIdentity,
    description:
      "Names, marks and systems that make a brand recognisable at a glance and consistent everywhere it appears, from a business card to a building.",
    examples: [
      "A rebrand for a family-run textile mill entering export markets",
      "Naming and identity for a fintech launching in three cities",
      "A bilingual Gujarati–English wordmark and type system",
      "Brand guidelines a franchise team can follow without a designer",
      "Packaging architecture for a growing range of spice blends",
    ],
    image: "/media/categories/BrandIdentity.webp",
    details: [
      {
        title: "Foundations",
        subtitle: "Who the brand is before what it looks like",
        items: [
          "Stakeholder interviews and a brand audit of what exists today",
          "Competitive landscape mapped on the attributes buyers care about",
          "Positioning statement, promise and proof points",
          "Personality, values and the tone of voice that follows from them",
          "Naming, trademark screening and domain checks",
          "A one-page brand platform the whole company can repeat",
        ],
      },
      {
        title: "Visual identity",
        subtitle: "A system, not just a logo",
        items: [
          "Logo suite: primary mark, wordmark, monogram and small-size versions",
          "Colour palette with accessible pairings for screen and print",
          "Typography with licensed web fonts and Indian-script companions",
          "Iconography, pattern and illustration language",
          "Photography and art direction principles with reference shoots",
          "Motion principles for logo reveals and interface transitions",
          "Templates for decks, documents and social posts",
        ],
      },
      {
        title: "Guidelines and rollout",
        subtitle: "So the brand survives contact with real life",
        items: [
          "Brand book as a living web page and a printable PDF",
          "Stationery, signage and vehicle livery specifications",
          "Packaging and label systems with print-ready artwork",
          "Asset library organised for marketing and sales teams",
          "Launch plan for employees, customers and the press",
          "A brand review six months after launch to tune what is not working",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "CreativeDesign",
    name: categoryNames.CreativeDesign,
    description:
      "Campaign concepts, editorial layouts, packaging and illustration crafted to a standard that earns a second look and holds up in print and on screen.",
    examples: [
      "An annual report that investors actually read to the end",
      "Limited-edition festive packaging for a sweets brand",
      "A coffee-table book for a heritage architecture practice",
      "Key visuals for a city-wide outdoor campaign",
      "An illustrated menu system for a restaurant group",
    ],
    image: "/media/categories/CreativeDesign.webp",
    details: [
      {
        title: "Campaign creative",
        subtitle: "One idea, carried across every format",
        items: [
          "Creative territories presented with mood boards and headlines",
          "Key visual development and copywriting",
          "Adaptations for print, outdoor, digital and retail",
          "Art direction of photo and video shoots",
          "Production-ready files checked against each media owner's specs",
        ],
      },
      {
        title: "Editorial and print",
        subtitle: "Layouts with rhythm and hierarchy",
        items: [
          "Annual and sustainability reports",
          "Brochures, catalogues and capability documents",
          "Books, magazines and newsletters",
          "Information design: charts, maps and diagrams",
          "Paper, finishing and print supervision on press",
          "Accessible PDFs tagged for screen readers",
        ],
      },
      {
        title: "Packaging and illustration",
        items: [
          "Structural concepts and dielines with packaging converters",
          "Label and carton design across a product range",
          "Custom illustration in a style that belongs to the brand",
          "Regulatory copy layout for FSSAI and export markets",
          "Shelf tests with mock-ups before a production run",
          "Gift and festive editions on short lead times",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "DigitalPresence",
    name: categoryNames.DigitalPresence,
    description:
      "Fast, accessible websites and digital products that explain what you do, rank for what people search and turn visitors into conversations.",
    examples: [
      "A marketing site that loads in under a second on a mid-range phone",
      "A product catalogue of 4,000 items with filtered search",
      "A recruitment microsite for a hospital network",
      "A bilingual portal for a state-level scheme",
      "A design system shared by web and mobile teams",
    ],
    image: "/media/categories/DigitalPresence.webp",
    details: [
      {
        title: "Strategy and UX",
        subtitle: "Start with what people come to do",
        items: [
          "User research, analytics review and search demand analysis",
          "Information architecture and content models",
          "Wireframes and clickable prototypes tested with real users",
          "Accessibility built in to WCAG 2.2 AA from the first sketch",
          "Conversion paths for inquiries, sign-ups and sales",
        ],
      },
      {
        title: "Design and build",
        subtitle: "Modern, maintainable and quick",
        items: [
          "Responsive interface design with a component library",
          "Static and server-rendered sites on modern frameworks",
          "Headless CMS set-up so your team can publish without us",
          "E-commerce storefronts with Indian payment gateways",
          "Integrations with CRMs, ERPs and booking systems",
          "Performance budgets enforced in every release",
          "Security headers, backups and monitoring from day one",
        ],
      },
      {
        title: "Search and growth",
        items: [
          "Technical SEO, structured data and sitemaps",
          "Content strategy around the questions buyers ask",
          "Local search profiles for every branch",
          "Privacy-respecting analytics without tracking cookies",
          "Monthly care plans with updates, fixes and reports",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "SocialMedia",
    name: categoryNames.SocialMedia,
    description:
      "Social channels run with a point of view: clear themes, content people save and share, communities that talk back and reporting that shows what worked.",
    examples: [
      "A year-long Instagram series on regional crafts",
      "LinkedIn thought leadership for a manufacturing founder",
      "A creator programme for a skincare launch",
      "Short-form video for a restaurant opening week",
      "Community management in English, Hindi and Gujarati",
    ],
    image: "/media/categories/SocialMedia.webp",
    details: [
      {
        title: "Strategy",
        subtitle: "Why you post, before what you post",
        items: [
          "Channel audit and competitor benchmarking",
          "Audience personas built from comments, searches and sales data",
          "Content pillars and a recognisable visual format",
          "Platform roles: what belongs on Instagram, LinkedIn, YouTube or WhatsApp",
          "Goals and measures agreed before the first post",
        ],
      },
      {
        title: "Content and community",
        subtitle: "A steady rhythm people come to expect",
        items: [
          "Monthly calendars planned around launches and festivals",
          "Reels, carousels, stories and short-form video",
          "Copy in English and Indian languages",
          "Community management with response guidelines",
          "Creator and influencer partnerships with clear briefs and disclosure",
          "Escalation playbook for complaints and crises",
        ],
      },
      {
        title: "Paid social and reporting",
        items: [
          "Campaign structure and audience testing on Meta and LinkedIn",
          "Creative variants for testing hooks and formats",
          "Budget pacing with weekly optimisation",
          "Monthly reports in plain language with next steps",
          "Quarterly reviews that retire what is not working",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "Marketing",
    name: categoryNames.Marketing,
    description:
      "Integrated campaigns across media, search, retail and events, planned from the business goal backwards and measured honestly at every step.",
    examples: [
      "A product launch across outdoor, radio and digital in Gujarat",
      "Performance campaigns for a D2C brand's festive season",
      "Dealer marketing kits for a two-wheeler network",
      "A trade show presence that filled the sales pipeline for a quarter",
      "Always-on search campaigns for a chain of clinics",
    ],
    image: "/media/categories/Marketing.webp",
    details: [
      {
        title: "Planning",
        subtitle: "From business goal to media plan",
        items: [
          "Market and customer research",
          "Go-to-market strategy for launches and new regions",
          "Messaging frameworks tested with real buyers",
          "Channel mix and budget allocation models",
          "Measurement plan with targets for each stage of the funnel",
        ],
      },
      {
        title: "Campaigns",
        subtitle: "Above, below and through the line",
        items: [
          "Print, outdoor, radio and cinema",
          "Search, display and video advertising",
          "Email and WhatsApp programmes with consent built in",
          "Retail, point-of-sale and dealer activation",
          "Public relations and media outreach",
          "Trade shows and experiential activations",
          "Landing pages and offers that convert",
        ],
      },
      {
        title: "Optimisation",
        items: [
          "Dashboards that join spend, leads and sales",
          "A/B tests on messages, creative and landing pages",
          "Attribution that is honest about what it cannot see",
          "Monthly performance reviews with clear decisions",
          "Post-campaign reports that feed the next plan",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "Multimedia",
    name: categoryNames.Multimedia,
    description:
      "Film, photography, motion and sound produced in-house so stories look and feel as considered as the brand behind them.",
    examples: [
      "A sixty-second brand film shot across three factories",
      "Product photography for a catalogue of 300 items",
      "An animated explainer for an insurance product",
      "A podcast series for a business school",
      "Sonic branding: a three-note logo and a hold-music suite",
    ],
    image: "/media/categories/Multimedia.webp",
    details: [
      {
        title: "Film and video",
        subtitle: "From script to final grade",
        items: [
          "Concepts, scripts and storyboards",
          "Brand films, documentaries and testimonials",
          "Short-form video cut for each social platform",
          "Casting, locations, permits and crew",
          "Editing, colour grading and sound mixing",
          "Subtitles and versions in Indian languages",
        ],
      },
      {
        title: "Photography",
        items: [
          "Product, still life and e-commerce photography",
          "Portraits and leadership photography",
          "Architecture, interiors and industrial sites",
          "Event and behind-the-scenes coverage",
          "Retouching and image libraries with usage rights recorded",
        ],
      },
      {
        title: "Motion and sound",
        subtitle: "Movement and audio that belong to the brand",
        items: [
          "Logo animation and motion identity",
          "2D and 3D animation and explainer videos",
          "Interface and presentation animation",
          "Sonic logos, jingles and music licensing",
          "Podcast production and voice-over direction",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "Consulting",
    name: categoryNames.Consulting,
    description:
      "Strategic counsel for leaders making brand decisions: where to play, how to win and what to say, grounded in research rather than opinion.",
    examples: [
      "Brand architecture after the merger of two distributors",
      "Positioning a regional hospital chain against national players",
      "A market-entry study for a consumer brand moving south",
      "Customer experience mapping for a private bank's branches",
      "An internal brand programme for 2,000 employees",
    ],
    image: "/media/categories/Consulting.webp",
    details: [
      {
        title: "Research and insight",
        subtitle: "Evidence before ideas",
        items: [
          "Customer interviews, surveys and ethnographic visits",
          "Market sizing and category trend analysis",
          "Competitor positioning and pricing maps",
          "Brand health tracking and perception studies",
          "Workshops that turn findings into decisions",
        ],
      },
      {
        title: "Brand strategy",
        subtitle: "Choices, written down",
        items: [
          "Positioning, purpose and value proposition",
          "Brand architecture for groups, sub-brands and product lines",
          "Portfolio rationalisation after mergers and acquisitions",
          "Pricing and premiumisation strategy",
          "Go-to-market plans for new segments and regions",
          "Naming strategy and nomenclature systems",
        ],
      },
      {
        title: "Organisation and experience",
        items: [
          "Customer journey mapping across every touchpoint",
          "Service design for branches, showrooms and call centres",
          "Internal brand engagement and training",
          "Governance: who approves what, and how fast",
          "Leadership communication and reputation advice",
        ],
      },
    ],
  },
  {
    kind: "service",
    path: "ExtendedExperiences",
    name: categoryNames.ExtendedExperiences,
    description:
      "Spaces, events, installations and immersive technology that let people step inside a brand and remember being there.",
    examples: [
      "An experience centre for a real-estate developer",
      "A travelling exhibition on the history of a textile house",
      "An augmented-reality try-on for an eyewear brand",
      "Retail interiors for a chain of twenty stores",
      "A product launch staged in a restored stepwell",
    ],
    image: "/media/categories/ExtendedExperiences.webp",
    details: [
      {
        title: "Spaces",
        subtitle: "Brand expressed in three dimensions",
        items: [
          "Retail and showroom interiors",
          "Office and workplace branding",
          "Wayfinding and signage systems",
          "Museums, galleries and experience centres",
          "Exhibition stands designed for reuse across shows",
        ],
      },
      {
        title: "Events and activations",
        subtitle: "Moments people talk about afterwards",
        items: [
          "Product launches and press events",
          "Conferences, summits and award nights",
          "Pop-up stores and mall activations",
          "Dealer and employee meets",
          "Festival and cultural partnerships",
          "Production, vendors and on-site management",
        ],
      },
      {
        title: "Immersive technology",
        items: [
          "Augmented reality filters and try-ons",
          "Virtual showrooms and 3D product configurators",
          "Projection mapping and interactive installations",
          "Touch screens and kiosks built to survive crowds",
          "Accessible alternatives so nobody is left out of the experience",
        ],
      },
    ],
  },
];
