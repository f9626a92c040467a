import { testimonials } from "@/content/testimonials";
import { SectionHeading } from "./section-heading";
import { TestimonialCarousel } from "./testimonial-carousel";

export function TestimonialsSection() {
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
