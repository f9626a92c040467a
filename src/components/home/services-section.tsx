import type { ServiceCard } from "@/content/home-services";
import { SectionHeading } from "./section-heading";
import { ServicesGrid } from "./services-grid";

export function ServicesSection({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <section aria-labelledby="services-title" className="px-5 py-24 sm:px-8 md:py-32">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services-title" eyebrow="Services">
          What We Create
        </SectionHeading>
        <ServicesGrid services={cards} />
      </div>
    </section>
  );
}
