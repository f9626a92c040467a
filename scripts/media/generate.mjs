#!/usr/bin/env node
// Kursi sample-media generator. Deterministic: re-running produces the same files.
// Usage: node scripts/media/generate.mjs [--only=brand,works,categories,blog,team,home,video]
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { logoMarkSvg, wordmarkSvg, emblemSvg, emblemRingSvg, ogSvg, faviconSvg } from "./brand.mjs";
import {
  CATEGORIES,
  categorySvg,
  WORKS,
  workSvg,
  BLOG,
  blogSvg,
  TEAM,
  heroTextureSvg,
} from "./art.mjs";
import { VIDEOS, renderVideo } from "./video.mjs";
import { C } from "./lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "public/media");
const only = (process.argv.find((a) => a.startsWith("--only=")) || "")
  .slice(7)
  .split(",")
  .filter(Boolean);
const want = (k) => only.length === 0 || only.includes(k);

const report = [];
async function note(file) {
  const st = await stat(file);
  let dims = "";
  if (/\.(png|webp)$/.test(file)) {
    const m = await sharp(file).metadata();
    dims = `${m.width}x${m.height}`;
  }
  report.push([path.relative(ROOT, file), st.size, dims]);
}
async function writeText(rel, text) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await note(file);
}
// Render SVG to WebP; step quality down until the file fits under maxKB.
export async function saveWebp(svg, rel, maxKB, quality = 78) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  let q = quality;
  let buf;
  for (;;) {
    buf = await sharp(Buffer.from(svg))
      .webp({ quality: q, effort: 6, smartSubsample: true })
      .toBuffer();
    if (buf.length <= maxKB * 1024 || q <= 40) break;
    q -= 4;
  }
  if (buf.length > maxKB * 1024) throw new Error(`${rel} is ${buf.length} bytes, over ${maxKB} KB`);
  await writeFile(file, buf);
  await note(file);
}
async function savePng(svg, rel, maxKB) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  let buf = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  if (buf.length > maxKB * 1024)
    buf = await sharp(Buffer.from(svg))
      .png({ palette: true, quality: 95, colours: 256, compressionLevel: 9 })
      .toBuffer();
  if (buf.length > maxKB * 1024) throw new Error(`${rel} is ${buf.length} bytes, over ${maxKB} KB`);
  await writeFile(file, buf);
  await note(file);
}

if (want("brand")) {
  await writeText("brand/logo-mark.svg", logoMarkSvg());
  await writeText("brand/logo-mark-current.svg", logoMarkSvg("currentColor"));
  await writeText("brand/wordmark.svg", wordmarkSvg());
  await writeText("brand/wordmark-cream.svg", wordmarkSvg(C.cream));
  await writeText("brand/emblem.svg", emblemSvg());
  await writeText("brand/emblem-ring.svg", emblemRingSvg());
  await savePng(ogSvg(), "brand/og-default.png", 150);
  await savePng(faviconSvg(), "brand/favicon-512.png", 60);
}
if (want("works"))
  for (const name of Object.keys(WORKS)) await saveWebp(workSvg(name), `works/${name}.webp`, 180);
if (want("categories"))
  for (const name of Object.keys(CATEGORIES))
    await saveWebp(categorySvg(name), `categories/${name}.webp`, 120);
if (want("blog"))
  for (const name of Object.keys(BLOG)) await saveWebp(blogSvg(name), `blog/${name}.webp`, 120);
if (want("team"))
  for (const [name, fn] of Object.entries(TEAM)) await saveWebp(fn(), `team/${name}.webp`, 60);
if (want("home")) await saveWebp(heroTextureSvg(), "home/hero-texture.webp", 60, 70);
if (want("video")) {
  for (const v of Object.keys(VIDEOS)) {
    let { mp4, poster } = await renderVideo(v, OUT);
    for (let crf = 32; (await stat(mp4)).size > 880 * 1024 && crf <= 40; crf += 2)
      ({ mp4, poster } = await renderVideo(v, OUT, crf));
    await note(mp4);
    await saveWebp(poster, `video/${v}-poster.webp`, 80, 76);
  }
}

const pad = (s, k) => String(s).padEnd(k);
let total = 0;
for (const [f, size, dims] of report) {
  total += size;
  console.log(pad(f, 58), pad((size / 1024).toFixed(1) + " KB", 11), dims);
}
console.log(`${report.length} files, ${(total / 1024 / 1024).toFixed(2)} MB`);
