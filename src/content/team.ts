/**
 * "Minds of {brand}": the built-in members, the seed of the team the operator edits in the admin
 * (docs/decisions/0024).
 */
export type TeamMember = {
  id: string;
  name: string;
  role: string;
  tagline: string;
  /** Path under /public; 800x1000. */
  image: string;
};

export const teamMembers: readonly TeamMember[] = [
  {
    id: "ananya-rao",
    name: "Ananya Rao",
    role: "Founder & Creative Director",
    tagline: "Believes every brand deserves one idea it would defend in public.",
    image: "/media/team/member-1.webp",
  },
  {
    id: "kabir-shah",
    name: "Kabir Shah",
    role: "Head of Strategy",
    tagline: "Turns spreadsheets and interviews into a sentence a team can rally behind.",
    image: "/media/team/member-2.webp",
  },
  {
    id: "isha-mehta",
    name: "Isha Mehta",
    role: "Design & Digital Lead",
    tagline: "Draws systems that still look right on the smallest screen.",
    image: "/media/team/member-3.webp",
  },
];
