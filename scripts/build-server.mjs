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
});
