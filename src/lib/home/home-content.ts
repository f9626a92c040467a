import { z } from "zod";
import {
  type ServiceBackground,
  type ServiceCard,
  type ServiceIcon,
  serviceCards,
} from "@/content/home-services";
import type { CatalogueEntry } from "@/content/page-catalogue";
import { type Pairing, pairings } from "@/content/pairings";
import { resolveLabelPath } from "./label-path";

/*
 * The home's two lists the operator edits at /admin/home (docs/decisions/0035): the "What We
 * Create" cards and the floating selector's service/audience pairs, each saved as a whole (in
 * the order shown). The shipped lists (src/content) are the defaults.
 */

/** The icons the sprite ships (src/components/home/service-sprite-source.ts). */
export const SERVICE_ICONS = [
  "fingerprint",
  "palette",
  "monitor-smartphone",
  "message-circle-heart",
  "megaphone",
  "clapperboard",
  "compass",
  "sparkles",
] as const satisfies readonly ServiceIcon[];

export const SERVICE_BACKGROUNDS = [
  "brand",
  "ink",
  "coral",
  "cream",
  "cream-deep",
] as const satisfies readonly ServiceBackground[];

export const SERVICE_CARDS_MAX = 12;
export const SELECTOR_PAIRS_MAX = 12;
export const SELECTOR_AUDIENCES_MAX = 4;

const text = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const serviceCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "A card's id is lowercase letters, digits and dashes."),
  title: text("Title", 40),
  icon: z.enum(SERVICE_ICONS, "Choose an icon."),
  description: text("Description", 200),
  details: text("Details", 600).refine(
    (value) => value.split(",").some((item) => item.trim() !== ""),
    "Write at least one detail, separated by commas.",
  ),
  background: z.enum(SERVICE_BACKGROUNDS, "Choose a background."),
});

export const serviceCardsSchema = z.object({
  cards: z
    .array(serviceCardSchema)
    .min(1, "Keep at least one card.")
    .max(SERVICE_CARDS_MAX, `At most ${SERVICE_CARDS_MAX} cards.`)
    .superRefine((cards, context) => {
      const seen = new Set<string>();
      for (const [index, card] of cards.entries()) {
        if (seen.has(card.id))
          context.addIssue({ code: "custom", path: [index, "id"], message: "Ids must differ." });
        seen.add(card.id);
      }
    }),
});
export type ServiceCardsContent = { cards: ServiceCard[] };

export const DEFAULT_SERVICE_CARDS: ServiceCardsContent = { cards: [...serviceCards] };

/**
 * The selector's pairs. Every chip must land on a real page (docs/decisions/0009): each word
 * must name a page of `catalogue` (by name or path), so a typo is refused instead of sending
 * visitors home.
 */
/**
 * `catalogue`: the pages a word may name (a save); null when a stored list is read, which stays
 * readable when a page is unpublished (its chip then leads home, as its path does).
 */
export const selectorPairsSchema = (catalogue: readonly CatalogueEntry[] | null) => {
  const known = new Set(catalogue?.map((entry) => entry.path));
  const label = (what: string) =>
    text(what, 40).superRefine((value, context) => {
      if (catalogue && !known.has(resolveLabelPath(value, catalogue)))
        context.addIssue({
          code: "custom",
          message: `“${value}” names no page of the site: use a page's name.`,
        });
    });
  return z.object({
    pairs: z
      .array(
        z.object({
          design: label("Service"),
          audiences: z
            .array(label("Audience"))
            .min(1, "Give at least one audience.")
            .max(SELECTOR_AUDIENCES_MAX, `At most ${SELECTOR_AUDIENCES_MAX} audiences.`),
        }),
      )
      .min(1, "Keep at least one pair.")
      .max(SELECTOR_PAIRS_MAX, `At most ${SELECTOR_PAIRS_MAX} pairs.`),
  });
};
export type SelectorPairsContent = { pairs: Pairing[] };

export const DEFAULT_SELECTOR_PAIRS: SelectorPairsContent = {
  pairs: pairings.map((pair) => ({ design: pair.design, audiences: [...pair.audiences] })),
};
