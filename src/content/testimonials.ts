/**
 * "What They Say": the built-in testimonials (position and company optional), the seed of the
 * list the operator edits in the admin (docs/decisions/0024).
 */
export type Testimonial = {
  id: string;
  quote: string;
  author: string;
  position?: string;
  company?: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: "textile-founder",
    quote:
      "They listened to three generations of our family argue about the logo, then showed us something all of us recognised as ours. Buyers now ask about the brand before the price.",
    author: "Meera Patel",
  },
  {
    id: "bank-director",
    quote:
      "The new account opening went live on a Monday and by Friday our branch queues were shorter. Clear thinking, calm delivery, and not one missed deadline.",
    author: "Arjun Desai",
  },
];
