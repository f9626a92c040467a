import type { NextConfig } from "next";
import { baseSecurityHeaders, HSTS_HEADER } from "./src/lib/http/security-headers";
import { parseImageHosts } from "./src/lib/media/image-hosts";
import { PRIVACY_EDITION } from "./src/lib/routes/privacy-edition";

const isProduction = process.env.NODE_ENV === "production";

const remoteImageHosts = parseImageHosts(process.env.IMAGE_REMOTE_HOSTS);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The production server (src/server/http) compresses after it has hashed inline scripts.
  compress: false,
  typedRoutes: false,
  images: {
    formats: ["image/avif", "image/webp"],
    // One list of candidate widths (imageSizes fill in below the first device size): 384 serves
    // a 375 px phone, so the device list starts at 640 and every srcset is a few entries shorter.
    deviceSizes: [640, 768, 1024, 1280, 1600, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "sharp"],
  experimental: {
    // Pages and data cached at run time (the Thought Hub) stay in this process's memory, an LRU
    // of cacheMaxMemorySize, instead of under .next, which every server started from this build
    // shares whatever its database. This also turns off the image optimiser's disk cache; the
    // production server keeps optimised images instead (src/server/http/response-cache.ts).
    // See docs/decisions/0003.
    isrFlushToDisk: false,
  },
  async rewrites() {
    // The Thought Hub's first page is its list route's page 1, so every list page is cached the
    // same way and none is rendered at build time (the build has no database).
    // The privacy policy states the running server's retention, so it too renders on first visit.
    return [
      { source: "/thought-hub", destination: "/thought-hub/page/1" },
      { source: "/privacy", destination: `/privacy/${PRIVACY_EDITION}` },
    ];
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...baseSecurityHeaders, ...(isProduction ? [HSTS_HEADER] : [])],
      },
      {
        // Font files are named by their content's hash (scripts/fonts/subset-fraunces.ts).
        source: "/fonts/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      {
        // So are icon sprites (scripts/media/service-sprite.ts).
        source: "/icons/:path*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      {
        source: "/media/:path*",
        headers: [
          { key: "Cache-Control", value: "public, max-age=604800, stale-while-revalidate=86400" },
        ],
      },
    ];
  },
};

export default nextConfig;
