/**
 * Writes the service cards' icon sprite (src/components/home/service-sprite-source.ts) to
 * public/icons/services.<hash>.svg and its URL to src/components/home/service-sprite.ts. The name
 * carries a hash of the content, so the file can be cached for good. Run it after changing the
 * icons or upgrading lucide-react; the outputs are committed and a unit test checks they match.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { serviceSpriteSvg } from "../../src/components/home/service-sprite-source";
import { contentHash } from "../../src/lib/content-hash";

const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "public/icons");
const svg = serviceSpriteSvg();
const name = `services.${contentHash(svg)}.svg`;

await mkdir(dir, { recursive: true });
for (const old of await readdir(dir)) {
  if (old.startsWith("services.")) await rm(path.join(dir, old));
}
await writeFile(path.join(dir, name), svg);
await writeFile(
  path.join(root, "src/components/home/service-sprite.ts"),
  [
    "// Written by `npm run icons:sprite` (scripts/media/service-sprite.ts): do not edit.",
    `export const SERVICE_SPRITE_URL = "/icons/${name}";`,
    "",
  ].join("\n"),
);
console.log(`public/icons/${name}: ${Buffer.byteLength(svg)} bytes`);
