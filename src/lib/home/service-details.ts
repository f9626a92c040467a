/** A service card's details: a comma-separated string, shown as bullets. */
export function parseServiceDetails(details: string): string[] {
  return details
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
