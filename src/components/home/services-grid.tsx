"use client";

import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { prefersReducedMotion } from "@/components/layout/scroll-controller";
import type { ServiceBackground, ServiceCard } from "@/content/home-services";
import { parseServiceDetails } from "@/lib/home/service-details";
import { ServiceIcon } from "./service-icon";

const SERVICE_CARD_SIZE_ANIMATION_S = 0.28;

const surfaces: Record<ServiceBackground, string> = {
  cream: "bg-cream text-ink border border-taupe/50",
  "cream-deep": "bg-cream-deep text-ink",
  brand: "bg-brand text-cream",
  ink: "bg-ink text-cream",
  coral: "bg-coral text-ink",
};

/**
 * The "What We Create" cards. One card at most is open, at double width and height. The size
 * change is animated with a view transition (CSS, no animation library in the bundle); where
 * the browser lacks them, or motion is reduced, the card changes size at once.
 */
export function ServicesGrid({ services }: { services: readonly ServiceCard[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  function toggle(id: string) {
    const update = () => setOpenId((current) => (current === id ? null : id));
    if (typeof document.startViewTransition !== "function" || prefersReducedMotion()) {
      update();
      return;
    }
    // View-transition pseudo-elements hang off the root, so the duration is set there.
    document.documentElement.style.setProperty(
      "--service-card-resize",
      `${SERVICE_CARD_SIZE_ANIMATION_S}s`,
    );
    const transition = document.startViewTransition(() => flushSync(update));
    // A toggle before this one has finished skips it, and its `ready` then rejects: the new
    // transition takes over from the state already reached, so there is nothing to handle.
    transition.ready.catch(() => {});
  }

  return (
    <ul className="grid grid-flow-row-dense auto-rows-[18rem] grid-cols-2 gap-3 sm:auto-rows-[15rem] lg:auto-rows-[16rem] lg:grid-cols-4">
      {services.map((service) => {
        const open = service.id === openId;
        const detailsId = `service-details-${service.id}`;
        return (
          <li
            key={service.id}
            data-open={open}
            style={{ viewTransitionName: `service-${service.id}` }}
            className={`service-card relative flex flex-col p-5 outline-offset-4 has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-brand md:p-7 ${surfaces[service.background]} ${open ? "col-span-2 row-span-2" : ""}`}
          >
            <div className="flex items-start justify-between gap-3">
              <ServiceIcon name={service.icon} className="size-8 md:size-10" />
              {open ? (
                <Minus aria-hidden="true" className="size-5" />
              ) : (
                <Plus aria-hidden="true" className="size-5" />
              )}
            </div>
            <h3 className="mt-auto pt-8 font-display text-title font-semibold">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => toggle(service.id)}
                className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {service.title}
              </button>
            </h3>
            <p className="mt-2 text-sm opacity-90 md:text-base">{service.description}</p>
            {/* The list is filled only when open: closed cards keep it out of the page's HTML. */}
            <ul id={detailsId} hidden={!open} className="mt-6 space-y-2 text-sm md:text-base">
              {open
                ? parseServiceDetails(service.details).map((item) => (
                    <li key={item} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-current"
                      />
                      {item}
                    </li>
                  ))
                : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
