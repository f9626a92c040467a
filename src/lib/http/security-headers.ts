/**
 * Security headers for every response. The Content-Security-Policy is built per HTML response
 * by the production server, with the hashes of that page's inline scripts, so pages can stay
 * static and cached while scripts never need 'unsafe-inline'.
 */
export const baseSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

export const HSTS_HEADER = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
} as const;

export type CspOptions = {
  /** base64 SHA-256 digests of the inline scripts the page may run. */
  scriptHashes: readonly string[];
  /** Extra origins images may load from (the remote image allow-list). */
  imageOrigins?: readonly string[];
  /** Upgrade http subresources; only when the site itself is served over https. */
  upgradeInsecureRequests?: boolean;
};

export function buildCsp({ scriptHashes, imageOrigins = [], upgradeInsecureRequests }: CspOptions) {
  // Fetch directives left out (fonts, media, connections, the manifest) fall back to
  // default-src: this site only.
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)]],
    // React and next/image write style attributes; scripts stay locked down.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...imageOrigins]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["frame-src", ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
  ];
  if (upgradeInsecureRequests) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}
