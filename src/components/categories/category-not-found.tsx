import { buttonClass } from "@/components/common/button";
import Link from "next/link";

/** "Category not found.": the category page for a name it does not know (docs/decisions/0010). */
export function CategoryNotFound() {
  return (
    <section className="px-5 pt-[calc(var(--spacing-nav)+4rem)] pb-24 sm:px-8">
      <div className="mx-auto max-w-7xl">
        <h1 className="font-display text-headline font-semibold">Category not found.</h1>
        <p className="mt-6 max-w-xl text-lg text-ink-soft">
          We could not find that service or industry. Every page we have is listed on the services
          index.
        </p>
        <Link
          href="/services"
          className={buttonClass({ variant: "primary", size: "xl", className: "mt-10" })}
        >
          See all services and industries
        </Link>
      </div>
    </section>
  );
}
