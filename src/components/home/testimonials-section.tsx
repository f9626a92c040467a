import type { Testimonial } from "@/content/testimonials";
import { SectionHeading } from "./section-heading";
import { TestimonialCarousel } from "./testimonial-carousel";

/** "What They Say", left out while there is no testimonial to show (the carousel needs one). */
export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-ink px-5 py-24 text-cream sm:px-8 md:py-32"
    >
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="testimonials-title" eyebrow="Clients" tone="dark">
          What They Say
        </SectionHeading>
        <TestimonialCarousel testimonials={testimonials} />
      </div>
    </section>
  );
}
