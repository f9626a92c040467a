import type { NextConfig } from "next";
import { baseSecurityHeaders, HSTS_HEADER } from "./src/lib/http/security-headers";
import { parseImageHosts } from "./src/lib/media/image-hosts";
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_FORMATS,
  IMAGE_MINIMUM_CACHE_TTL_S,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
} from "./src/lib/media/image-optimizer";
import { PORTFOLIO_EDITION } from "./src/lib/routes/portfolio-edition";
import { PRIVACY_EDITION } from "./src/lib/routes/privacy-edition";
import { SITE_EDITION } from "./src/lib/routes/site-edition";

const isProduction = process.env.NODE_ENV === "production";

const remoteImageHosts = parseImageHosts(process.env.IMAGE_REMOTE_HOSTS);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The production server (src/server/http) compresses after it has hashed inline scripts.
  compress: false,
  typedRoutes: false,
  images: {
    formats: [...IMAGE_FORMATS],
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    minimumCacheTTL: IMAGE_MINIMUM_CACHE_TTL_S,
    // A local source is a file: a query would only name it again, one more encode each time.
    localPatterns: [{ pathname: "/**", search: "" }],
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
  serverExternalPackages: ["better-sqlite3", "pg", "pino", "sharp"],
  experimental: {
    // Pages and data cached at run time (the Thought Hub) stay in this process's memory, an LRU
    // of cacheMaxMemorySize, instead of under .next, which every server started from this build
    // shares whatever its database. This also turns off the image optimiser's disk cache; the
    // production server keeps optimised images instead, under DATA_DIR (src/server/http/
    // image-store.ts). See docs/decisions/0003 and 0018.
    isrFlushToDisk: false,
  },
  async rewrites() {
    // The Thought Hub's first page is its list route's page 1, so every list page is cached the
    // same way and none is rendered at build time (the build has no database).
    // The privacy policy states the running server's retention, so it too renders on first visit.
    // The home page and /work show the portfolio from the database (docs/decisions/0024).
    return [
      { source: "/", destination: `/home/${PORTFOLIO_EDITION}` },
      { source: "/work", destination: `/work/${PORTFOLIO_EDITION}` },
      { source: "/thought-hub", destination: "/thought-hub/page/1" },
      { source: "/privacy", destination: `/privacy/${PRIVACY_EDITION}` },
      // These show the site settings (docs/decisions/0035).
      { source: "/about", destination: `/about/${SITE_EDITION}` },
      { source: "/contact", destination: `/contact/${SITE_EDITION}` },
      { source: "/services", destination: `/services/${SITE_EDITION}` },
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
