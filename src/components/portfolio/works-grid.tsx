"use client";

import { useState } from "react";
import type { WorkItem } from "@/content/works";
import { groupWorks } from "@/lib/portfolio/works-grid";
import { VideoModal } from "./video-modal";
import { WorkTile } from "./work-tile";

/** Placement of each tile in a group's three-column, two-row grid (one column on phones). */
function placement(side: "left" | "right", smallCount: number) {
  const big =
    smallCount === 0
      ? "col-span-2 row-span-2 md:col-span-3"
      : `col-span-2 row-span-2 md:row-start-1 ${side === "left" ? "md:col-start-1" : "md:col-start-2"}`;
  const smallColumn = side === "left" ? "md:col-start-3" : "md:col-start-1";
  const small = (position: number) =>
    smallCount === 1
      ? `col-span-2 md:col-span-1 md:row-span-2 md:row-start-1 ${smallColumn}`
      : `col-span-1 ${smallColumn} ${position === 0 ? "md:row-start-1" : "md:row-start-2"}`;
  return { big, small };
}

/**
 * The works in groups of three. `eagerFirst`: the first tile is above the fold (the Work page),
 * so its image loads at once with high priority instead of lazily: it is the page's LCP.
 */
export function WorksGrid({
  works,
  eagerFirst = false,
}: {
  works: readonly WorkItem[];
  eagerFirst?: boolean;
}) {
  const [playing, setPlaying] = useState<WorkItem | null>(null);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);

  function play(work: WorkItem, button: HTMLButtonElement) {
    setTrigger(button);
    setPlaying(work);
  }

  let index = 0;
  return (
    <>
      <div className="space-y-3">
        {groupWorks(works).map((group) => {
          const place = placement(group.bigSide, group.small.length);
          return (
            <ul
              key={group.big.id}
              data-big-side={group.bigSide}
              className="grid auto-rows-[11rem] grid-cols-2 gap-3 sm:auto-rows-[15rem] md:auto-rows-[clamp(14rem,22vw,20rem)] md:grid-cols-3"
            >
              <WorkTile
                work={group.big}
                eager={eagerFirst && index === 0}
                index={index++}
                size="big"
                className={place.big}
                onPlay={play}
              />
              {group.small.map((work, position) => (
                <WorkTile
                  key={work.id}
                  work={work}
                  index={index++}
                  size="small"
                  className={place.small(position)}
                  onPlay={play}
                />
              ))}
            </ul>
          );
        })}
      </div>
      <VideoModal work={playing} returnFocusTo={trigger} onClose={() => setPlaying(null)} />
    </>
  );
}
