"use client";

import Image from "next/image";
import { Play } from "lucide-react";
import type { WorkItem } from "@/content/works";
import { useReveal } from "./use-reveal";

const WORK_DESCRIPTION_CLAMP_LINES = 4;
const WORK_TILE_STAGGER_S = 0.03;
const WORK_TILE_STAGGER_CYCLE = 6;

const surfaces: Record<WorkItem["background"], string> = {
  cream: "bg-cream-deep",
  ink: "bg-ink",
  brand: "bg-brand",
  coral: "bg-coral",
};

/** One Signature Works tile: image and category; title and description on hover or focus. */
export function WorkTile({
  work,
  index,
  size,
  className,
  onPlay,
  eager = false,
}: {
  work: WorkItem;
  index: number;
  eager?: boolean;
  size: "big" | "small";
  className: string;
  onPlay: (work: WorkItem, trigger: HTMLButtonElement) => void;
}) {
  const { ref, state } = useReveal<HTMLLIElement>();
  const titleId = `work-title-${work.id}`;
  const delay = `${(index % WORK_TILE_STAGGER_CYCLE) * WORK_TILE_STAGGER_S}s`;

  return (
    <li
      ref={ref}
      data-reveal={state}
      data-testid="work-tile"
      style={state === "revealed" ? { transitionDelay: delay } : undefined}
      className={`group relative isolate overflow-hidden transition-[opacity,translate] duration-700 ease-out data-[reveal=hidden]:translate-y-8 data-[reveal=hidden]:opacity-0 ${surfaces[work.background]} ${className}`}
    >
      <article
        aria-labelledby={titleId}
        // Tiles without a video have no action, but keyboard users still reach their text.
        tabIndex={work.isVideo ? undefined : 0}
        className="size-full focus-visible:outline-offset-[-3px]"
      >
        <Image
          src={work.image}
          alt={work.imageAlt ?? ""}
          fill
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          sizes={
            size === "big" ? "(min-width: 768px) 66vw, 100vw" : "(min-width: 768px) 33vw, 50vw"
          }
          className="object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <p className="absolute top-3 left-3 bg-cream px-3 py-1 text-xs font-semibold tracking-wide text-ink uppercase">
          {work.category}
        </p>
        <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink via-ink/90 to-ink/0 p-4 pt-16 text-cream opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 md:p-6 md:pt-20 [@media(hover:none)]:opacity-100">
          <h3 id={titleId} className="font-display text-lg font-semibold md:text-2xl">
            {work.title}
          </h3>
          <p
            style={{ WebkitLineClamp: WORK_DESCRIPTION_CLAMP_LINES }}
            className={`mt-2 [display:-webkit-box] overflow-hidden text-sm text-cream/90 [-webkit-box-orient:vertical] ${size === "small" ? "max-md:hidden" : ""}`}
          >
            {work.description}
          </p>
        </div>
        {work.isVideo ? (
          <button
            type="button"
            aria-label={`Play video: ${work.title}`}
            onClick={(event) => onPlay(work, event.currentTarget)}
            className="absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-6px]"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-cream text-brand shadow-lg transition-transform group-hover:scale-110 md:size-20">
              <Play aria-hidden="true" className="size-6 translate-x-0.5 fill-current md:size-8" />
            </span>
          </button>
        ) : null}
      </article>
    </li>
  );
}
