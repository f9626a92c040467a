import { SpinningEmblem } from "./spinning-emblem";

/**
 * "Every brand has its empty chair": shared by Home and About. `emblemInFirstView` where the
 * section is near the top (About), so the emblem loads at once.
 */
export function BrandStory({ emblemInFirstView = false }: { emblemInFirstView?: boolean }) {
  return (
    <section
      aria-labelledby="story-title"
      className="border-t border-taupe/40 px-5 py-24 sm:px-8 md:py-32"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-20">
        <SpinningEmblem
          className="mx-auto aspect-square w-full max-w-[22rem] md:max-w-none"
          priority={emblemInFirstView}
        />
        <div>
          <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-brand uppercase">
            Our story
          </p>
          <h2 id="story-title" className="font-display text-headline font-semibold text-balance">
            Every brand has its empty chair
          </h2>
          <div className="mt-8 space-y-5 text-lg text-ink-soft">
            <p>
              In every market there is a seat nobody has claimed yet: the position a customer is
              waiting for someone to take. Most brands walk past it, busy copying whoever sits
              nearest.
            </p>
            <p>
              We find that empty seat for you with research, name it with strategy, and make it
              unmistakably yours with identity, design and campaigns that hold their place.
            </p>
          </div>
          <figure className="mt-12 border-l-4 border-brand pl-6">
            <blockquote className="font-display text-title text-ink italic">
              &ldquo;Design is not decoration. It is the decision about where you stand, made
              visible.&rdquo;
            </blockquote>
            <figcaption className="mt-3 text-sm font-semibold tracking-wide text-taupe-deep">
              The studio&apos;s first principle
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
