// Bundles the production HTTP server (src/server/http/main.ts) to dist/server.mjs.
// Packages stay external: they are resolved from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/http/main.ts"],
  outfile: "dist/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // Every module under src/server starts with `import "server-only"`, which throws outside
  // React's server condition; this whole bundle is server code, so the guard is a no-op here.
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
});
