/** The floating selector's words (spec section 3, "Design-to-audience pairing"): 8 pairs. */
export type Pairing = { design: string; audiences: readonly string[] };

export const pairings: readonly Pairing[] = [
  { design: "Brand Identity", audiences: ["Startups", "Retailers", "Banks"] },
  { design: "Creative Design", audiences: ["Event Organisers", "Media Houses"] },
  { design: "Digital Presence", audiences: ["Tech Companies", "Schools", "Hospitals"] },
  { design: "Social Media", audiences: ["Retailers", "Nonprofits"] },
  { design: "Marketing", audiences: ["Corporates", "Energy Companies", "Startups"] },
  { design: "Multimedia", audiences: ["Media Houses", "Public Bodies"] },
  { design: "Strategy", audiences: ["Manufacturers", "Banks", "Hospitals"] },
  { design: "Extended Experiences", audiences: ["Event Organisers", "Government"] },
];
