"use client";

import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from "lucide-react";
import Image from "next/image";
import { type DragEvent, type ReactNode, useEffect, useRef, useState, useTransition } from "react";
import type { PortfolioActionState, PortfolioList } from "@/lib/portfolio/portfolio";
import { reorderPortfolio } from "@/server/portfolio/actions";

export type SortableItem = { id: string; title: string; detail: string; image?: string };

/** `items` with the entry at `from` moved to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A list the operator orders by dragging an entry onto another's place, or with its "Move up"
 * and "Move down" buttons; each move is saved at once and announced in a polite live region
 * ("Moved … to position 2 of 7."). Focus stays on the button pressed, which moves with its row.
 */
export function SortableList({
  list,
  label,
  items,
  onEdit,
  onDelete,
  onResult,
}: {
  list: PortfolioList;
  label: string;
  items: readonly SortableItem[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onResult: (state: PortfolioActionState) => void;
}) {
  const [order, setOrder] = useState(items);
  const signature = JSON.stringify(items);
  const [shown, setShown] = useState(signature);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  // The entry being dragged, read by the drag events that follow before React re-renders.
  const draggedId = useRef<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  // A new list from the server (after a save, add or delete) replaces the local order.
  if (signature !== shown) {
    setShown(signature);
    setOrder(items);
  }

  // A reload or a closed tab while a move is being saved would lose it: ask first.
  useEffect(() => {
    if (!pending) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", hold);
    return () => window.removeEventListener("beforeunload", hold);
  }, [pending]);

  // Moving a row can take focus off its button (the browser blurs a node that is moved): give
  // it back.
  useEffect(() => {
    if (focusAfterMove) document.getElementById(focusAfterMove)?.focus();
  }, [focusAfterMove, order]);

  function move(from: number, to: number, focusId?: string) {
    if (to < 0 || to >= order.length || from === to) return;
    const previous = order;
    const next = moved(order, from, to);
    const item = next[to];
    setOrder(next);
    setFocusAfterMove(focusId ?? null);
    setAnnouncement(`Moved “${item?.title}” to position ${to + 1} of ${next.length}.`);
    startTransition(async () => {
      const result = await reorderPortfolio(
        list,
        next.map((entry) => entry.id),
      );
      if (result.status !== "done") {
        setOrder(previous);
        setAnnouncement("The order was not saved.");
      }
      onResult(result);
    });
  }

  function drop(event: DragEvent, targetId: string) {
    event.preventDefault();
    const from = order.findIndex((entry) => entry.id === draggedId.current);
    const to = order.findIndex((entry) => entry.id === targetId);
    draggedId.current = null;
    setDragged(null);
    setOver(null);
    if (from >= 0 && to >= 0) move(from, to);
  }

  return (
    <div>
      <p className="text-sm text-taupe-deep">
        Drag an entry by its handle onto another&apos;s place, or use its arrow buttons.{" "}
        {/* Seen while the move is saved; the result is announced by the notice that follows. */}
        <span aria-hidden className={pending ? "font-semibold text-ink" : "hidden"}>
          Saving the order…
        </span>
      </p>
      <ol
        aria-label={label}
        aria-busy={pending}
        className="mt-4 divide-y divide-ink/10 border-y border-ink/10"
      >
        {order.map((item, index) => (
          <li
            key={item.id}
            data-testid="sortable-item"
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", item.id);
              draggedId.current = item.id;
              setDragged(item.id);
            }}
            onDragEnd={() => {
              draggedId.current = null;
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (draggedId.current === null) return;
              event.preventDefault();
              setOver(item.id);
            }}
            onDrop={(event) => drop(event, item.id)}
            className={`flex flex-wrap items-center gap-x-3 gap-y-2 bg-cream py-3 ${
              over === item.id && dragged !== item.id
                ? "outline-2 -outline-offset-2 outline-brand"
                : ""
            } ${dragged === item.id ? "opacity-50" : ""}`}
          >
            <GripVertical aria-hidden className="size-5 shrink-0 cursor-grab text-taupe-deep" />
            {item.image ? (
              <Image
                src={item.image}
                alt=""
                width={64}
                height={48}
                sizes="64px"
                className="hidden h-12 w-16 shrink-0 bg-cream-deep object-cover sm:block"
              />
            ) : null}
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words">{item.title}</p>
              <p className="truncate text-sm text-taupe-deep">{item.detail}</p>
            </div>
            <div className="ml-auto flex shrink-0 gap-1">
              <IconButton
                id={`move-up-${item.id}`}
                label={`Move “${item.title}” up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1, `move-up-${item.id}`)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </IconButton>
              <IconButton
                id={`move-down-${item.id}`}
                label={`Move “${item.title}” down`}
                disabled={index === order.length - 1}
                onClick={() => move(index, index + 1, `move-down-${item.id}`)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </IconButton>
              <IconButton label={`Edit “${item.title}”`} onClick={() => onEdit(item.id)}>
                <Pencil aria-hidden className="size-4" />
              </IconButton>
              <IconButton label={`Delete “${item.title}”`} onClick={() => onDelete(item.id)}>
                <Trash2 aria-hidden className="size-4" />
              </IconButton>
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** aria-disabled rather than disabled: a button that reaches the end of the list keeps focus. */
function IconButton({
  id,
  label,
  disabled = false,
  onClick,
  children,
}: {
  id?: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-ink/15 hover:border-brand hover:text-brand aria-disabled:cursor-not-allowed aria-disabled:opacity-35"
    >
      {children}
    </button>
  );
}
