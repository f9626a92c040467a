import type { CatalogueEntry } from "@/content/page-catalogue";
import type { Pairing } from "@/content/pairings";
import { audienceLabels, designLabels } from "./selector-rotation";

/**
 * The chip rule (docs/decisions/0009): a label matches a catalogue page by name or path,
 * ignoring case; otherwise its path is the label with everything but letters and digits
 * removed.
 */
export function resolveLabelPath(label: string, catalogue: readonly CatalogueEntry[]): string {
  const wanted = label.trim().toLowerCase();
  const match = catalogue.find(
    ({ name, path }) =>
      name.toLowerCase() === wanted ||
      path.toLowerCase() === wanted ||
      path.slice(1).toLowerCase() === wanted,
  );
  return match ? match.path : `/${label.replace(/[^A-Za-z0-9]/g, "")}`;
}

/** A chip of the selector's modal: a label and the page it leads to. */
export type SelectorChip = { label: string; href: string };

/** The modal's two tabs: "Everything" (services) and "Everyone" (audiences). */
export type SelectorChips = { design: SelectorChip[]; audience: SelectorChip[] };

/**
 * Every chip with its page, resolved where the catalogue lives (on the server), so the browser
 * receives the links rather than the catalogue and the rule.
 */
export function selectorChips(
  pairings: readonly Pairing[],
  catalogue: readonly CatalogueEntry[],
): SelectorChips {
  const chip = (label: string) => ({ label, href: resolveLabelPath(label, catalogue) });
  return {
    design: designLabels(pairings).map(chip),
    audience: audienceLabels(pairings).map(chip),
  };
}
