/** The floating selector's words: 8 services, each with the audiences it is paired with. */
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
