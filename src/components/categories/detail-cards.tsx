import type { DetailBlock } from "@/lib/categories/category";

/** The detail blocks of a category as hairline-ruled cards: optional title and subtitle, bullets. */
export function DetailCards({ blocks }: { blocks: readonly DetailBlock[] }) {
  return (
    <ul
      data-testid="detail-cards"
      className="grid gap-px border border-ink/15 bg-ink/15 md:grid-cols-2 lg:grid-cols-3"
    >
      {blocks.map((block, index) => (
        <li key={block.title ?? index} className="flex flex-col bg-cream p-7 sm:p-9">
          <p aria-hidden className="font-display text-lg text-brand">
            {String(index + 1).padStart(2, "0")}
          </p>
          {block.title ? (
            <h3 className="mt-4 font-display text-title font-semibold">{block.title}</h3>
          ) : null}
          {block.subtitle ? <p className="mt-2 text-taupe-deep">{block.subtitle}</p> : null}
          <ul className="mt-6 space-y-3 text-ink-soft">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden className="mt-[0.6em] size-1.5 shrink-0 bg-brand" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
