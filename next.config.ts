import path from "node:path";
import type { NextConfig } from "next";
import { baseSecurityHeaders, HSTS_HEADER } from "./src/lib/http/security-headers";
import { parseImageHosts } from "./src/lib/media/image-hosts";
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_FORMATS,
  IMAGE_MINIMUM_CACHE_TTL_S,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  imageDiskCacheBytes,
} from "./src/lib/media/image-optimizer";
import { UPLOADS_PATH } from "./src/lib/media/uploads";
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
  // Pages and cached reads in each process's memory, expired by cache tags that every process
  // reads from the database (docs/decisions/0030). Built by scripts/build-server.mjs.
  cacheHandler: path.resolve(import.meta.dirname, "dist/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  typedRoutes: false,
  images: {
    formats: [...IMAGE_FORMATS],
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: IMAGE_QUALITIES,
    minimumCacheTTL: IMAGE_MINIMUM_CACHE_TTL_S,
    // The optimiser's own disk cache (under .next/cache/images), least recently used out first.
    maximumDiskCacheSize: imageDiskCacheBytes(process.env.IMAGE_CACHE_MB),
    // Local sources: the site's artwork and uploads, as files (a query would only name them
    // again). The production server refuses any other spelling first (docs/decisions/0031).
    localPatterns: [
      { pathname: "/media/**", search: "" },
      { pathname: `${UPLOADS_PATH}/**`, search: "" },
    ],
    remotePatterns: remoteImageHosts.map((hostname) => ({ protocol: "https", hostname })),
  },
  // Loaded from node_modules once per process, not copied into each route's bundle.
  serverExternalPackages: [
    "@aws-sdk/client-s3",
    "@google/genai",
    "better-sqlite3",
    "kysely",
    "nodemailer",
    "pg",
    "pino",
    "qrcode",
    "sanitize-html",
    "sharp",
  ],
  async redirects() {
    // The blog's admin screens were at /admin/posts before one word named the feature
    // (docs/decisions/0043): an operator's bookmark still opens the screen.
    return [{ source: "/admin/posts/:rest*", destination: "/admin/blog/:rest*", permanent: true }];
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
