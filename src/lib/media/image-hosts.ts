/**
 * IMAGE_REMOTE_HOSTS: the https hosts blog images may load from, comma-separated. Parsed here
 * for every reader (the environment schema, next.config.ts's image optimiser, the CSP).
 */
export function parseImageHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
