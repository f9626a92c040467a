// Bundles the production server (src/server/http/main.ts) to dist/server.mjs, Next.js's cache
// handler (src/server/cache/cache-handler.ts) to dist/cache-handler.mjs, which Next.js loads
// with Node.js itself, and the background worker (scripts/worker.ts) to dist/worker.mjs
// (docs/decisions/0030 to 0032). Runs before `next build`, which uses the handler. Packages stay
// external: they are resolved from node_modules at run time.
import { build } from "esbuild";

const entries = {
  "dist/server.mjs": "src/server/http/main.ts",
  "dist/cache-handler.mjs": "src/server/cache/cache-handler.ts",
  "dist/worker.mjs": "scripts/worker.ts",
};

await Promise.all(
  Object.entries(entries).map(([outfile, entry]) =>
    build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      sourcemap: true,
      logLevel: "warning",
      // Every module under src/server starts with `import "server-only"`, which throws outside
      // React's server condition; these bundles are server code, so the guard is a no-op here.
      plugins: [
        {
          name: "server-only",
          setup(builder) {
            builder.onResolve({ filter: /^server-only$/ }, () => ({
              path: "guard",
              namespace: "empty",
            }));
            builder.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
          },
        },
      ],
    }),
  ),
);
