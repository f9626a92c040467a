import type { ReactNode } from "react";
import { SectionHeading } from "@/components/home/section-heading";
import { builtInWorks, type WorkItem } from "@/content/works";
import { WorksGrid } from "./works-grid";

/** "Signature Works": takes a works list, the built-in samples by default. */
export function SignatureWorks({
  works = builtInWorks,
  children,
}: {
  works?: readonly WorkItem[];
  /** Replaces the plain grid, e.g. with the Work page's filterable one. */
  children?: ReactNode;
}) {
  return (
    <section
      id="works"
      aria-labelledby="works-title"
      className="scroll-mt-nav px-5 py-24 sm:px-8 md:py-32"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="works-title" eyebrow="Portfolio">
          Signature Works
        </SectionHeading>
        {children ?? <WorksGrid works={works} />}
      </div>
    </section>
  );
}
