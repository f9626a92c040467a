"use client";

import { buttonClass } from "@/components/common/button";
import { X } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { trapTab } from "@/components/common/trap-tab";
import { useScrollLock } from "@/components/layout/scroll-controller";
import { MODAL_FADE_S } from "@/components/common/modal-fade";
import type { SelectorChips } from "@/lib/home/label-path";

const SELECTOR_CHIP_STAGGER_S = 0.08;

type Tab = "design" | "audience";
const tabs: readonly { id: Tab; label: string }[] = [
  { id: "design", label: "Everything" },
  { id: "audience", label: "Everyone" },
];

/**
 * The selector's modal: services ("Everything") and audiences ("Everyone") as chips to pages.
 * Its contents are rendered from the first opening on (then kept, for the fade-out), so the
 * page's HTML does not carry a dialog nobody has asked for.
 */
export function SelectorModal({
  open,
  onClose,
  chips,
}: {
  open: boolean;
  onClose: () => void;
  chips: SelectorChips;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [tab, setTab] = useState<Tab>("design");
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useScrollLock(open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => dialogRef.current?.close();
  const shownChips = tab === "design" ? chips.design : chips.audience;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next = tab === "design" ? "audience" : "design";
    const target = event.key === "Home" ? "design" : event.key === "End" ? "audience" : next;
    setTab(target);
    document.getElementById(`selector-tab-${target}`)?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="selector-title"
      onClose={() => {
        onClose();
        setTab("design");
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      style={{ "--modal-fade": `${MODAL_FADE_S}s` } as CSSProperties}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-4 opacity-0 transition-[opacity,display,overlay] transition-discrete duration-(--modal-fade) backdrop:bg-ink/70 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-(--modal-fade) open:flex open:opacity-100 open:backdrop:opacity-100 motion-reduce:transition-none starting:open:opacity-0 starting:open:backdrop:opacity-0"
    >
      {opened ? (
        <div className="relative max-h-full w-full max-w-2xl overflow-y-auto bg-cream p-6 text-ink md:p-10">
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full hover:bg-cream-deep md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <h2 id="selector-title" className="pr-12 font-display text-title font-semibold">
            What can we do for you?
          </h2>
          <div
            role="tablist"
            aria-label="Browse by"
            className="mt-6 inline-flex rounded-full bg-cream-deep p-1"
          >
            {tabs.map(({ id, label }) => (
              <button
                key={id}
                id={`selector-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={tab === id}
                aria-controls="selector-panel"
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={onTabKey}
                className={`rounded-full px-5 py-2 text-sm font-semibold ${tab === id ? "bg-ink text-cream" : "text-ink hover:text-brand"}`}
              >
                {label}
              </button>
            ))}
          </div>
          <div
            id="selector-panel"
            role="tabpanel"
            aria-labelledby={`selector-tab-${tab}`}
            className="mt-6"
          >
            <ul key={tab} className="flex flex-wrap gap-2">
              {shownChips.map(({ label, href }, position) => (
                <li
                  key={label}
                  className="rise-in"
                  style={{
                    animationDuration: `${MODAL_FADE_S}s`,
                    animationDelay: `${position * SELECTOR_CHIP_STAGGER_S}s`,
                  }}
                >
                  <Link
                    href={href}
                    onClick={close}
                    className="inline-flex rounded-full border border-ink/25 px-4 py-2 font-medium transition-colors hover:border-brand hover:bg-brand hover:text-cream"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-10 border-t border-taupe/50 pt-8">
            <p className="max-w-lg text-ink-soft">
              Ready to transform your vision into reality? Let&apos;s discuss how we can help bring
              your project to life.
            </p>
            <Link
              href="/contact"
              onClick={close}
              className={buttonClass({ variant: "primary", size: "xl", className: "mt-5" })}
            >
              Start Your Project
            </Link>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
