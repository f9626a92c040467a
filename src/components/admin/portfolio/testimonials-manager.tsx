"use client";

import type { Testimonial } from "@/content/testimonials";
import {
  EMPTY_TESTIMONIAL_FORM,
  PERSON_NAME_MAX,
  TESTIMONIAL_QUOTE_MAX,
  type TestimonialFormValues,
  testimonialInputSchema,
} from "@/lib/portfolio/portfolio";
import { saveTestimonial } from "@/server/portfolio/actions";
import { PortfolioTextField } from "./portfolio-fields";
import { PortfolioScreen } from "./portfolio-screen";
import { usePortfolioEditor } from "./use-portfolio-editor";

/** "What They Say": order, add, edit and delete testimonials. */
export function TestimonialsManager({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const editor = usePortfolioEditor<TestimonialFormValues>({
    list: "testimonials",
    empty: EMPTY_TESTIMONIAL_FORM,
    schema: testimonialInputSchema,
    save: saveTestimonial,
  });
  const { values, errors, setField } = editor;
  return (
    <PortfolioScreen
      list="testimonials"
      noun="testimonial"
      plural="Testimonials"
      items={testimonials.map((entry) => ({
        id: entry.id,
        title: entry.author,
        detail: entry.quote,
      }))}
      editor={editor}
      onEdit={(id) => {
        const entry = testimonials.find((candidate) => candidate.id === id);
        if (entry)
          editor.edit(id, {
            quote: entry.quote,
            author: entry.author,
            position: entry.position ?? "",
            company: entry.company ?? "",
          });
      }}
    >
      <PortfolioTextField
        name="quote"
        label="Quote"
        required
        multiline
        maxLength={TESTIMONIAL_QUOTE_MAX}
        value={values.quote}
        error={errors.quote}
        onChange={(value) => setField("quote", value)}
      />
      <PortfolioTextField
        name="author"
        label="Author"
        required
        maxLength={PERSON_NAME_MAX}
        value={values.author}
        error={errors.author}
        onChange={(value) => setField("author", value)}
      />
      <PortfolioTextField
        name="position"
        label="Position"
        maxLength={PERSON_NAME_MAX}
        value={values.position}
        error={errors.position}
        onChange={(value) => setField("position", value)}
      />
      <PortfolioTextField
        name="company"
        label="Company"
        maxLength={PERSON_NAME_MAX}
        value={values.company}
        error={errors.company}
        onChange={(value) => setField("company", value)}
      />
    </PortfolioScreen>
  );
}
