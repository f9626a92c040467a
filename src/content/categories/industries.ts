import type { IndustryEntry } from "@/lib/categories/category";
import { categoryNames } from "./paths";

/** The thirteen industries, each with its own page (docs/decisions/0009). */
export const industries: readonly IndustryEntry[] = [
  {
    kind: "industry",
    path: "CorporateBusiness",
    name: categoryNames.CorporateBusiness,
    description:
      "Brands for companies that sell to other companies: clear enough for a procurement team, distinctive enough to be remembered after the meeting.",
    examples: [
      "A group identity uniting five family businesses",
      "An investor presentation for a pre-IPO manufacturer",
      "A capability website for a logistics company",
      "An employer brand for a growing IT services firm",
      "Annual reports and ESG disclosures",
    ],
    image: "/media/categories/CorporateBusiness.webp",
    details: [
      {
        title: "Corporate identity",
        subtitle: "One group, many businesses",
        items: [
          "Group and subsidiary brand architecture",
          "Identity systems that scale across divisions and regions",
          "Corporate websites and investor relations sections",
          "Presentation and proposal templates for sales teams",
          "Office, factory and fleet branding",
        ],
      },
      {
        title: "Communication",
        subtitle: "For boards, buyers and employees",
        items: [
          "Annual, integrated and sustainability reports",
          "Investor and IPO communication",
          "Leadership profiles and thought-leadership content",
          "Internal communication and change campaigns",
          "Crisis and reputation communication plans",
          "Trade media and industry award entries",
        ],
      },
      {
        title: "Demand and talent",
        items: [
          "Account-based marketing for key prospects",
          "Trade shows, conferences and client events",
          "Case studies and sales enablement material",
          "Employer branding and recruitment campaigns",
          "LinkedIn programmes for leaders and companies",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "ConsumerLifestyle",
    name: categoryNames.ConsumerLifestyle,
    description:
      "Brands people choose for themselves, from food and fashion to home and beauty, built to win on the shelf, the feed and the checkout page.",
    examples: [
      "A D2C skincare brand from naming to first thousand orders",
      "Packaging refresh for a regional snacks company",
      "A store concept for an ethnic-wear label",
      "Festive campaigns for a jewellery house",
      "A loyalty programme for a home-décor chain",
    ],
    image: "/media/categories/ConsumerLifestyle.webp",
    details: [
      {
        title: "Brand and product",
        subtitle: "Win the three seconds on the shelf",
        items: [
          "Consumer research and trend spotting",
          "Brand creation and repositioning",
          "Packaging design and range architecture",
          "Product naming and claims development",
          "Pricing tiers and premium editions",
        ],
      },
      {
        title: "Commerce",
        subtitle: "Wherever people buy",
        items: [
          "D2C websites and marketplace storefronts",
          "Quick-commerce and marketplace listing content",
          "Retail identity, window displays and visual merchandising",
          "Performance marketing tied to sales, not clicks",
          "CRM, loyalty and repeat-purchase programmes",
          "Product photography and catalogue production",
        ],
      },
      {
        title: "Culture",
        items: [
          "Festive and seasonal campaigns",
          "Creator and influencer collaborations",
          "Social-first content formats",
          "Pop-ups, sampling and launch events",
          "Limited-edition collaborations with artists",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "Education",
    name: categoryNames.Education,
    description:
      "Schools, universities and learning platforms communicated with clarity and warmth, so families and students can choose with confidence.",
    examples: [
      "A rebrand for a 60-year-old school trust",
      "An admissions campaign for a new university campus",
      "A course catalogue website for an ed-tech platform",
      "Alumni magazine and giving campaign",
      "Wayfinding for a residential campus",
    ],
    image: "/media/categories/Education.webp",
    details: [
      {
        title: "Institution brands",
        subtitle: "Heritage and ambition in one voice",
        items: [
          "Identity for schools, colleges and universities",
          "Brand architecture for faculties, centres and programmes",
          "Campus signage, wayfinding and environmental graphics",
          "Prospectus, brochures and convocation material",
          "Guidelines that student clubs and departments can use",
        ],
      },
      {
        title: "Admissions",
        subtitle: "Reach families at the moment they decide",
        items: [
          "Admissions campaigns across digital, print and outdoor",
          "Open-day and campus-tour experiences",
          "Course pages written for search and for parents",
          "Lead nurturing over email and WhatsApp",
          "Scholarship and outreach communication",
          "Reporting from first inquiry to enrolment",
        ],
      },
      {
        title: "Learning products",
        items: [
          "Ed-tech product design and onboarding",
          "Accessible course content and video lessons",
          "Educator and parent communities",
          "Alumni engagement and fundraising",
          "Research and faculty profile pages",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "Healthcare",
    name: categoryNames.Healthcare,
    description:
      "Hospitals, clinics, pharma and wellness brands communicated with accuracy, empathy and respect for regulation and for patients.",
    examples: [
      "Identity and signage for a multi-speciality hospital",
      "A doctor-finder and appointment website",
      "Patient education films in four languages",
      "Medical congress stands for a pharma company",
      "A preventive health campaign for a diagnostics chain",
    ],
    image: "/media/categories/Healthcare.webp",
    details: [
      {
        title: "Care brands",
        subtitle: "Trust is the whole product",
        items: [
          "Identity for hospitals, clinics and diagnostics chains",
          "Wayfinding designed with patients, nurses and accessibility in mind",
          "Doctor profiles and speciality pages",
          "Patient journey mapping from symptom to follow-up",
          "Service design for reception, waiting and discharge",
        ],
      },
      {
        title: "Responsible communication",
        subtitle: "Accurate, compliant, humane",
        items: [
          "Copy reviewed against medical advertising rules",
          "Patient education in plain language and Indian languages",
          "Health awareness campaigns with public-health partners",
          "Sensitive photography that respects privacy and dignity",
          "Crisis communication for clinical incidents",
        ],
      },
      {
        title: "Pharma and wellness",
        items: [
          "Product branding and packaging for OTC and wellness lines",
          "Detailing aids and medical representative material",
          "Congress stands and continuing medical education events",
          "Wellness apps and digital therapeutics interfaces",
          "Launch campaigns for new formulations",
          "Employer branding for clinical talent",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "SocialImpact",
    name: categoryNames.SocialImpact,
    description:
      "Non-profits, foundations and CSR programmes helped to tell the truth about their work persuasively, so supporters act and funders stay.",
    examples: [
      "A donor campaign for a girls' education charity",
      "Impact report for a corporate foundation",
      "Identity for a rural livelihoods collective",
      "A volunteer recruitment drive across colleges",
      "Documentary on a water conservation project",
    ],
    image: "/media/categories/SocialImpact.webp",
    details: [
      {
        title: "Identity and story",
        subtitle: "Clarity about the change you make",
        items: [
          "Brand identity for NGOs, trusts and social enterprises",
          "Theory-of-change storytelling",
          "Beneficiary stories told with consent and dignity",
          "Websites that make giving simple and safe",
          "Guidelines for field teams and partners",
        ],
      },
      {
        title: "Fundraising and advocacy",
        items: [
          "Individual giving and monthly donor campaigns",
          "CSR proposals and partner presentations",
          "Advocacy campaigns for policy change",
          "Events, galas and volunteer drives",
          "Crowdfunding pages and peer-to-peer campaigns",
          "Email programmes that thank before they ask",
        ],
      },
      {
        title: "Accountability",
        subtitle: "Show where the money went",
        items: [
          "Impact and annual reports",
          "Data visualisation of programme outcomes",
          "Documentary films and photo essays",
          "Transparency pages for donors and regulators",
          "Board and grant-maker communication",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "Technology",
    name: categoryNames.Technology,
    description:
      "Start-ups, SaaS and deep-tech companies turned from feature lists into brands people understand, trust and want to work for.",
    examples: [
      "Naming and launch of a B2B SaaS product",
      "A developer documentation site and design system",
      "Series A pitch deck and investor narrative",
      "Product marketing for an AI analytics platform",
      "An employer brand for a chip design start-up",
    ],
    image: "/media/categories/Technology.webp",
    details: [
      {
        title: "Product brands",
        subtitle: "Explain the complicated simply",
        items: [
          "Positioning and messaging for technical products",
          "Naming for companies, products and features",
          "Identity systems that work in interfaces and at events",
          "Product illustration and diagram languages",
          "Pitch decks and investor narratives",
        ],
      },
      {
        title: "Product experience",
        items: [
          "Marketing sites with interactive product tours",
          "UX and UI design for web and mobile apps",
          "Design systems and component libraries",
          "Onboarding flows and empty states",
          "Documentation and developer portals",
          "Accessibility audits and remediation",
        ],
      },
      {
        title: "Growth",
        subtitle: "From first customers to category leader",
        items: [
          "Launch campaigns and product-hunt style releases",
          "Content marketing and search strategy",
          "Customer stories and case studies",
          "Conference presence and developer events",
          "Employer branding and hiring campaigns",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "MediaEntertainment",
    name: categoryNames.MediaEntertainment,
    description:
      "Publishers, studios, broadcasters and streaming services given identities and campaigns that compete for attention and win it.",
    examples: [
      "A channel rebrand with a full on-air graphics package",
      "Key art and trailers for a regional-language film",
      "A digital magazine redesign",
      "Season launch campaign for a streaming series",
      "Identity for a music festival",
    ],
    image: "/media/categories/MediaEntertainment.webp",
    details: [
      {
        title: "Channel and publisher brands",
        items: [
          "Identity for channels, publications and platforms",
          "On-air graphics, idents and promo packages",
          "Editorial design for print and digital magazines",
          "Podcast and audio brand identities",
          "Audience research and content positioning",
        ],
      },
      {
        title: "Title marketing",
        subtitle: "Make the release an event",
        items: [
          "Key art, posters and character cards",
          "Trailers, teasers and motion posters",
          "Release campaigns across social, outdoor and cinema",
          "Fan activations and premiere events",
          "Press kits and media screenings",
          "Regional adaptations in Indian languages",
        ],
      },
      {
        title: "Platforms",
        subtitle: "Where audiences watch, read and listen",
        items: [
          "Streaming and reader interface design",
          "Subscription journeys and paywall design",
          "Recommendation and discovery patterns",
          "Accessible captions, transcripts and audio description",
          "Creator programmes and community features",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "IndustrialInfrastructure",
    name: categoryNames.IndustrialInfrastructure,
    description:
      "Manufacturers, engineering firms and infrastructure developers presented with the precision and scale their work deserves.",
    examples: [
      "A product catalogue for a valve manufacturer exporting to 30 countries",
      "Site hoardings and progress films for a metro project",
      "An exhibition stand for a machine-tool maker",
      "Safety communication across a chemical plant",
      "A corporate film for an engineering, procurement and construction company",
    ],
    image: "/media/categories/IndustrialInfrastructure.webp",
    details: [
      {
        title: "Industrial brands",
        subtitle: "Engineering excellence, made visible",
        items: [
          "Corporate and product identity for manufacturers",
          "Technical catalogues and data sheets",
          "Product photography and 3D renders",
          "Websites with product finders and dealer locators",
          "Export market positioning and collateral",
        ],
      },
      {
        title: "Projects and sites",
        items: [
          "Site hoardings and construction signage",
          "Project films and drone documentation",
          "Community communication for large projects",
          "Factory and plant branding",
          "Safety signage and awareness campaigns",
          "Visitor centres and plant tour experiences",
        ],
      },
      {
        title: "Trade and tenders",
        subtitle: "Win the room and the bid",
        items: [
          "Trade show stands and product demonstrations",
          "Tender and pre-qualification documents",
          "Case studies and project references",
          "Dealer and distributor marketing kits",
          "LinkedIn programmes for technical leaders",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "EnergyEnvironment",
    name: categoryNames.EnergyEnvironment,
    description:
      "Renewable energy, utilities and sustainability ventures helped to explain the transition honestly and win the customers and capital it needs.",
    examples: [
      "Brand and website for a rooftop solar installer",
      "An ESG report for a cement producer",
      "A consumer campaign for electric two-wheeler charging",
      "Identity for a waste-to-energy start-up",
      "A community outreach programme for a wind farm",
    ],
    image: "/media/categories/EnergyEnvironment.webp",
    details: [
      {
        title: "Clean-energy brands",
        items: [
          "Identity for renewable developers and installers",
          "Product marketing for solar, storage and EV charging",
          "Savings calculators and quote journeys",
          "Dealer and installer network branding",
          "Investor and lender presentations",
        ],
      },
      {
        title: "Sustainability communication",
        subtitle: "Claims you can stand behind",
        items: [
          "Sustainability and ESG reports",
          "Green-claims review to avoid greenwashing",
          "Carbon and impact data visualisation",
          "Employee sustainability programmes",
          "Certifications and eco-label communication",
        ],
      },
      {
        title: "Public engagement",
        subtitle: "Bring communities along",
        items: [
          "Community consultation material for new projects",
          "Awareness campaigns on energy saving",
          "Site visits and educational experiences",
          "Utility bill and customer communication redesign",
          "Films documenting projects and their people",
          "Partnerships with schools and local bodies",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "Finance",
    name: categoryNames.Finance,
    description:
      "Banks, insurers, fintechs and advisers made clear and trustworthy, with communication that respects both customers and regulators.",
    examples: [
      "A digital-first identity for a cooperative bank",
      "A loan application flow designed for first-time borrowers",
      "Mutual fund investor education series",
      "Branch redesign for a small finance bank",
      "An insurance claims guide written in plain language",
    ],
    image: "/media/categories/Finance.webp",
    details: [
      {
        title: "Trust, designed",
        subtitle: "Serious without being stiff",
        items: [
          "Identity for banks, NBFCs, insurers and fintechs",
          "Brand architecture for products and partner schemes",
          "Branch and ATM environment design",
          "Plain-language guidelines for customer communication",
          "Annual reports and investor material",
        ],
      },
      {
        title: "Digital finance",
        items: [
          "Account opening and KYC journeys",
          "App and internet banking interface design",
          "Calculators, comparison tools and explainers",
          "Accessibility for older customers and first-time users",
          "Security messaging that reassures without alarming",
          "Vernacular interfaces for regional customers",
        ],
      },
      {
        title: "Marketing with care",
        subtitle: "Persuasive and compliant",
        items: [
          "Campaigns reviewed against financial advertising rules",
          "Financial literacy and investor education content",
          "Product launches for cards, loans and policies",
          "Relationship manager and adviser sales kits",
          "Customer retention and cross-sell programmes",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "Government",
    name: categoryNames.Government,
    description:
      "Public bodies, schemes and public-sector companies helped to reach every citizen with information that is clear, accessible and trusted.",
    examples: [
      "A citizen awareness campaign for a state health scheme",
      "Identity for a smart-city mission",
      "A bilingual scheme portal meeting accessibility guidelines",
      "Tourism campaign for a heritage district",
      "Pavilion design for a national trade fair",
    ],
    image: "/media/categories/Government.webp",
    details: [
      {
        title: "Public information",
        subtitle: "For every citizen, in their language",
        items: [
          "Awareness campaigns for schemes and services",
          "Plain-language forms and notices",
          "Multilingual communication across Indian languages",
          "Radio, outdoor and community media for rural reach",
          "Behaviour-change campaigns designed with field teams",
        ],
      },
      {
        title: "Digital services",
        items: [
          "Portals built to government web guidelines and WCAG",
          "Service design for applications and grievances",
          "Dashboards that publish progress transparently",
          "Low-bandwidth and feature-phone friendly design",
          "Content management that departments can run themselves",
        ],
      },
      {
        title: "Places and events",
        subtitle: "Civic pride, made tangible",
        items: [
          "Identity for cities, missions and public companies",
          "Tourism and investment promotion campaigns",
          "Pavilions for trade fairs and summits",
          "Museums, memorials and interpretation centres",
          "Public event branding and management",
          "Tender-compliant documentation and reporting",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "EventsLifestyle",
    name: categoryNames.EventsLifestyle,
    description:
      "Festivals, hospitality, travel and weddings given brands and experiences that sell out dates and send guests home with stories.",
    examples: [
      "Identity and signage for a three-day music festival",
      "A boutique hotel brand and booking website",
      "Destination wedding invitations and on-site design",
      "Navratri event campaign for a city venue",
      "A food festival's sponsorship deck and activations",
    ],
    image: "/media/categories/EventsLifestyle.webp",
    details: [
      {
        title: "Event brands",
        subtitle: "Before, during and after the day",
        items: [
          "Identity for festivals, conferences and event series",
          "Ticketing pages and launch campaigns",
          "Sponsorship decks and partner packages",
          "Stage, set and venue graphics",
          "Wayfinding and crowd information design",
          "After-movies and photo stories",
        ],
      },
      {
        title: "Hospitality and travel",
        items: [
          "Hotel, resort and restaurant brands",
          "Booking websites with direct-booking incentives",
          "Menus, in-room collateral and amenities",
          "Destination marketing and travel content",
          "Guest experience and service design",
        ],
      },
      {
        title: "Celebrations",
        subtitle: "Personal occasions, professionally made",
        items: [
          "Wedding identities, invitations and stationery",
          "Décor concepts and on-site styling",
          "Private and corporate celebrations",
          "Gifting and hamper design",
          "Photography and film coverage",
        ],
      },
    ],
  },
  {
    kind: "industry",
    path: "NicheEmerging",
    name: categoryNames.NicheEmerging,
    description:
      "New categories and specialist markets, from space-tech to craft collectives, given a clear story before anyone else tells it for them.",
    examples: [
      "Category creation for a plant-based dairy brand",
      "Identity for a drone services company",
      "A global storefront for a collective of Kutch artisans",
      "Investor narrative for a climate-tech start-up",
      "Community launch for an independent gaming studio",
    ],
    image: "/media/categories/NicheEmerging.webp",
    details: [
      {
        title: "Category creation",
        subtitle: "Name the category, then lead it",
        items: [
          "Market mapping for categories that have no shelf yet",
          "Vocabulary and naming for new ideas",
          "Education-first content that builds demand",
          "Early-adopter and community strategies",
          "Investor and partner narratives",
        ],
      },
      {
        title: "Specialist markets",
        items: [
          "Craft and artisan brands for global buyers",
          "Gaming, esports and fan communities",
          "Agritech and food innovation",
          "Space, drone and mobility ventures",
          "Pet care, wellness and other fast-growing niches",
          "Regulated and novel products that need careful messaging",
        ],
      },
      {
        title: "Lean launches",
        subtitle: "Big ideas, small budgets",
        items: [
          "Brand sprints that deliver an identity in weeks",
          "Launch websites built to grow with the company",
          "Crowdfunding and pre-order campaigns",
          "Press and creator outreach",
          "Measurement from day one so the next round has evidence",
        ],
      },
    ],
  },
];
