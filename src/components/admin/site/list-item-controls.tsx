"use client";

import { Button } from "@/components/common/button";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";

/**
 * Move up, Move down and Remove for one item of an ordered list. A button that cannot act is
 * aria-disabled rather than disabled, so focus stays on it after the last move (as in 0024).
 */
export function ListItemControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="flex flex-wrap gap-2">
      <Button aria-disabled={first} onClick={() => !first && onMove(index - 1)}>
        <ArrowUp aria-hidden className="size-4" />
        Move up<span className="sr-only">: {name}</span>
      </Button>
      <Button aria-disabled={last} onClick={() => !last && onMove(index + 1)}>
        <ArrowDown aria-hidden className="size-4" />
        Move down<span className="sr-only">: {name}</span>
      </Button>
      <Button aria-disabled={count === 1} onClick={() => count > 1 && onRemove()}>
        <Trash2 aria-hidden className="size-4" />
        Remove<span className="sr-only">: {name}</span>
      </Button>
    </div>
  );
}
