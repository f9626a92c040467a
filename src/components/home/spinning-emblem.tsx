"use client";

import { useEffect, useRef, useState } from "react";
import { Emblem } from "@/components/brand/emblem";

const EMBLEM_TURN_S = 10;

/** The emblem's ring turns only while the emblem is on screen; never with reduced motion. */
export function SpinningEmblem({
  className,
  priority = false,
}: {
  className?: string;
  /** The emblem is in the first view: load its ring at once (see Emblem). */
  priority?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-spinning={inView} className={`group ${className ?? ""}`}>
      <Emblem
        className="size-full"
        priority={priority}
        ringClassName="animate-spin-slow [animation-play-state:paused] group-data-[spinning=true]:[animation-play-state:running] motion-reduce:animate-none"
        ringStyle={{ animationDuration: `${EMBLEM_TURN_S}s` }}
      />
    </div>
  );
}
