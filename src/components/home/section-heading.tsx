import type { ReactNode } from "react";

/** Eyebrow plus h2 that opens a home section; the id labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  children,
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  children: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div className="mb-10 md:mb-14">
      <p
        className={`mb-4 text-sm font-semibold tracking-[0.2em] uppercase ${tone === "dark" ? "text-coral" : "text-brand"}`}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="max-w-4xl font-display text-headline font-semibold text-balance">
        {children}
      </h2>
    </div>
  );
}
