import type { CatalogueEntry } from "@/content/page-catalogue";

/**
 * The spec's chip rule: a label matches a catalogue page by name or path, ignoring case;
 * otherwise its path is the label with everything but letters and digits removed.
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
